import { Migration } from '@mikro-orm/migrations'

/**
 * A customer may delete their account: their orders stay for the books with no customer
 * (docs/decisions/004-account-deletion.md), so an order's user is optional and lets go of a
 * deleted user instead of going with it.
 */
export class Migration20261123_account_deletion extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "customer_order" drop constraint "customer_order_user_id_foreign";`)
    this.addSql(`alter table "customer_order" alter column "user_id" drop not null;`)
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    )
  }

  /** Fails while some order belongs to a deleted account: those orders are not thrown away. */
  override async down(): Promise<void> {
    this.addSql(`alter table "customer_order" drop constraint "customer_order_user_id_foreign";`)
    this.addSql(`alter table "customer_order" alter column "user_id" set not null;`)
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
  }
}
