import { Migration } from '@mikro-orm/migrations'

/**
 * What Spanish law asks of every sale: the IVA of each order line and of the shipping, invoices
 * numbered without gaps per series and year (a locked counter row, not a sequence: a sequence
 * skips the numbers of rolled-back transactions), refunds as a ledger that settles from the
 * payment provider, and the customer's withdrawal.
 *
 * Orders placed before keep what they charged: their IVA is worked out at 21 % (the shop's only
 * rate until now), their coupon shared among lines by amount.
 */
export class Migration20261128_money_and_law extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "checkout"
      add column "tax_rate" smallint not null default 21,
      add column "outside_vat_region" varchar(20) null;`)

    this.addSql(`alter table "order_item"
      add column "discount_cents" integer not null default 0,
      add column "tax_cents" integer not null default 0,
      add constraint "order_item_discount_within_amount"
        check (discount_cents >= 0 and discount_cents <= unit_cents * quantity);`)
    this.addSql(`alter table "customer_order"
      add column "tax_rate" smallint not null default 21,
      add column "outside_vat_region" varchar(20) null,
      add column "shipping_tax_cents" integer not null default 0,
      add column "tax_cents" integer not null default 0,
      add column "payment_intent_id" varchar(255) null,
      add column "withdrawn_at" timestamptz null;`)
    this.addSql(
      `create index "customer_order_payment_intent_id_index" on "customer_order" ("payment_intent_id");`,
    )
    this.addSql(`update "order_item" i set discount_cents = case when o.subtotal_cents > 0
        then floor(i.unit_cents * i.quantity * o.discount_cents::numeric / o.subtotal_cents) else 0 end
      from "customer_order" o where o.id = i.order_id and o.discount_cents > 0;`)
    this.addSql(`update "order_item" set tax_cents =
        (unit_cents * quantity - discount_cents) - round((unit_cents * quantity - discount_cents) * 100 / 121.0);`)
    this.addSql(`update "customer_order" o set
        shipping_tax_cents = shipping_cents - round(shipping_cents * 100 / 121.0),
        tax_cents = shipping_cents - round(shipping_cents * 100 / 121.0)
          + coalesce((select sum(tax_cents) from "order_item" i where i.order_id = o.id), 0);`)

    this.addSql(`create table "refund" (
      "id" uuid not null primary key,
      "order_id" uuid not null,
      "status" text check ("status" in ('pending', 'succeeded', 'failed')) not null default 'pending',
      "source" text check ("source" in ('shop', 'provider')) not null default 'shop',
      "amount_cents" integer not null,
      "shipping_cents" integer not null default 0,
      "tax_cents" integer not null default 0,
      "lines" jsonb not null default '[]',
      "reason" varchar(500) null,
      "provider_reference" varchar(255) null,
      "attempts" integer not null default 0,
      "last_error" varchar(500) null,
      "next_attempt_at" timestamptz null,
      "requested_by_id" uuid null,
      "created_at" timestamptz not null default now(),
      "settled_at" timestamptz null,
      constraint "refund_amount_cents_check" check (amount_cents > 0),
      constraint "refund_shipping_cents_check" check (shipping_cents >= 0));`)
    this.addSql(
      `alter table "refund" add constraint "refund_provider_reference_unique" unique ("provider_reference");`,
    )
    this.addSql(`create index "refund_order_id_index" on "refund" ("order_id");`)
    this.addSql(
      `create index "refund_due_index" on "refund" ("next_attempt_at") where "status" = 'pending';`,
    )
    this
      .addSql(`alter table "refund" add constraint "refund_order_id_foreign" foreign key ("order_id")
      references "customer_order" ("id") on update cascade;`)
    this.addSql(`alter table "refund" add constraint "refund_requested_by_id_foreign"
      foreign key ("requested_by_id") references "app_user" ("id") on update cascade on delete set null;`)

    this.addSql(`create table "invoice_counter" (
      "series" text not null,
      "year" integer not null,
      "last_number" integer not null,
      constraint "invoice_counter_pkey" primary key ("series", "year"));`)
    this.addSql(`create table "invoice" (
      "id" uuid not null primary key,
      "number" varchar(20) not null,
      "series" text check ("series" in ('F', 'R')) not null,
      "year" integer not null,
      "sequence" integer not null,
      "kind" text check ("kind" in ('invoice', 'credit')) not null,
      "simplified" boolean not null,
      "order_id" uuid not null,
      "refund_id" uuid null,
      "original_id" uuid null,
      "issuer" jsonb not null,
      "buyer" jsonb null,
      "lines" jsonb not null,
      "shipping_cents" integer not null,
      "tax_rate" smallint not null,
      "outside_vat_region" varchar(20) null,
      "base_cents" integer not null,
      "tax_cents" integer not null,
      "total_cents" integer not null,
      "issued_at" timestamptz not null default now(),
      constraint "invoice_sequence_check" check (sequence > 0),
      constraint "invoice_amounts_add_up" check (base_cents + tax_cents = total_cents),
      constraint "invoice_kind_series" check ((kind = 'invoice') = (series = 'F')));`)
    this.addSql(`alter table "invoice" add constraint "invoice_number_unique" unique ("number");`)
    this.addSql(
      `alter table "invoice" add constraint "invoice_refund_id_unique" unique ("refund_id");`,
    )
    this.addSql(`alter table "invoice" add constraint "invoice_series_year_sequence_unique"
      unique ("series", "year", "sequence");`)
    this.addSql(`create index "invoice_order_id_index" on "invoice" ("order_id");`)
    this.addSql(`create index "invoice_issued_at_index" on "invoice" ("issued_at");`)
    // Invoices and refunds stay with their orders, which are never deleted (accounts are
    // anonymised instead): no cascade.
    this
      .addSql(`alter table "invoice" add constraint "invoice_order_id_foreign" foreign key ("order_id")
      references "customer_order" ("id") on update cascade;`)
    this
      .addSql(`alter table "invoice" add constraint "invoice_refund_id_foreign" foreign key ("refund_id")
      references "refund" ("id") on update cascade on delete set null;`)
    this
      .addSql(`alter table "invoice" add constraint "invoice_original_id_foreign" foreign key ("original_id")
      references "invoice" ("id") on update cascade on delete set null;`)
    // Issued invoices are records of what happened: never changed.
    this.addSql(`create function invoice_unchangeable() returns trigger language plpgsql as $$
      begin
        raise exception 'An issued invoice cannot be changed';
      end $$;`)
    this.addSql(`create trigger invoice_unchangeable before update on "invoice"
      for each row execute function invoice_unchangeable();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "invoice";`)
    this.addSql(`drop function invoice_unchangeable();`)
    this.addSql(`drop table "invoice_counter";`)
    this.addSql(`drop table "refund";`)
    this
      .addSql(`alter table "customer_order" drop column "tax_rate", drop column "outside_vat_region",
      drop column "shipping_tax_cents", drop column "tax_cents", drop column "payment_intent_id",
      drop column "withdrawn_at";`)
    this.addSql(`alter table "order_item" drop constraint "order_item_discount_within_amount",
      drop column "discount_cents", drop column "tax_cents";`)
    this.addSql(`alter table "checkout" drop column "tax_rate", drop column "outside_vat_region";`)
  }
}
