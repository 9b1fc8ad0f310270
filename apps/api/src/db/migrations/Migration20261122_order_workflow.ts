import { Migration } from '@mikro-orm/migrations'

/**
 * Orders move along their workflow: the carrier of a shipment, the refund given back (once) when
 * an order is cancelled or refunded, and which items' units left the stock.
 */
export class Migration20261122_order_workflow extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "customer_order" add column "carrier" varchar(60) null, add column "refunded_cents" int not null default 0, add column "refunded_at" timestamptz null, add column "refund_reference" varchar(255) null;`,
    )
    this.addSql(
      `alter table "customer_order" add constraint customer_order_refund_within_total check (refunded_cents >= 0 and refunded_cents <= total_cents);`,
    )
    this.addSql(
      `create index "customer_order_created_at_index" on "customer_order" ("created_at");`,
    )
    // Orders placed before this kept no record of it: their units are taken as gone.
    this.addSql(`alter table "order_item" add column "stock_taken" boolean not null default true;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "order_item" drop column "stock_taken";`)
    this.addSql(`drop index "customer_order_created_at_index";`)
    this.addSql(
      `alter table "customer_order" drop constraint customer_order_refund_within_total, drop column "carrier", drop column "refunded_cents", drop column "refunded_at", drop column "refund_reference";`,
    )
  }
}
