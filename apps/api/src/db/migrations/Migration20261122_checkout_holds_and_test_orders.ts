import { Migration } from '@mikro-orm/migrations'

/**
 * Checkouts expire (their coupon use comes back), a coupon use is a row of its own with a
 * per-customer limit, and orders paid through the local test provider say so.
 */
export class Migration20261122_checkout_holds_and_test_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "checkout" add column "expires_at" timestamptz null;`)
    this.addSql(`update "checkout" set "expires_at" = "created_at" + interval '30 minutes';`)
    this.addSql(`alter table "checkout" alter column "expires_at" set not null;`)
    this.addSql(`create index "checkout_expires_at_index" on "checkout" ("expires_at");`)

    this.addSql(`alter table "coupon" add column "per_customer_limit" int not null default 1;`)
    this.addSql(
      `alter table "coupon" add constraint coupon_per_customer_limit_positive check(per_customer_limit >= 1);`,
    )
    this.addSql(
      `create table "coupon_redemption" ("id" uuid not null, "coupon_id" uuid not null, "user_id" uuid not null, "checkout_id" uuid not null, "state" text check ("state" in ('held', 'used', 'released')) not null default 'held', "created_at" timestamptz not null default now(), constraint "coupon_redemption_pkey" primary key ("id"));`,
    )
    this.addSql(
      `alter table "coupon_redemption" add constraint "coupon_redemption_checkout_id_unique" unique ("checkout_id");`,
    )
    this.addSql(
      `create index "coupon_redemption_coupon_id_user_id_index" on "coupon_redemption" ("coupon_id", "user_id");`,
    )
    // One open use of a coupon per customer, whoever races for it.
    this.addSql(
      `create unique index "coupon_redemption_one_held_per_customer" on "coupon_redemption" ("coupon_id", "user_id") where "state" = 'held';`,
    )
    this.addSql(
      `alter table "coupon_redemption" add constraint "coupon_redemption_coupon_id_foreign" foreign key ("coupon_id") references "coupon" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "coupon_redemption" add constraint "coupon_redemption_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "coupon_redemption" add constraint "coupon_redemption_checkout_id_foreign" foreign key ("checkout_id") references "checkout" ("id") on update cascade on delete cascade;`,
    )
    // Uses held by checkouts still open when this runs, so they are released like new ones.
    this.addSql(
      `insert into "coupon_redemption" ("id", "coupon_id", "user_id", "checkout_id", "state")
       select gen_random_uuid(), c."id", k."user_id", k."id", case k."status" when 'open' then 'held' when 'paid' then 'used' else 'released' end
       from "checkout" k join "coupon" c on c."code" = k."coupon_code";`,
    )

    this.addSql(`alter table "customer_order" add column "is_test" boolean not null default false;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "customer_order" drop column "is_test";`)
    this.addSql(`drop table if exists "coupon_redemption" cascade;`)
    this.addSql(`alter table "coupon" drop constraint coupon_per_customer_limit_positive;`)
    this.addSql(`alter table "coupon" drop column "per_customer_limit";`)
    this.addSql(`alter table "checkout" drop column "expires_at";`)
  }
}
