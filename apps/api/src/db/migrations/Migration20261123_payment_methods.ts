import { Migration } from '@mikro-orm/migrations'

/**
 * Saved payment methods: what the provider's hosted page saved (brand, last 4 digits, expiry, the
 * provider's id; never a card number), one default per customer, and the customer record each
 * provider keeps for a user (the Stripe Customer the cards hang from).
 */
export class Migration20261123_payment_methods extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "payment_customer" ("id" uuid not null, "user_id" uuid not null, "provider" varchar(20) not null, "customer_id" varchar(255) not null, "created_at" timestamptz not null default now(), constraint "payment_customer_pkey" primary key ("id"));`,
    )
    this.addSql(
      `alter table "payment_customer" add constraint "payment_customer_customer_id_unique" unique ("customer_id");`,
    )
    this.addSql(
      `alter table "payment_customer" add constraint "payment_customer_user_id_provider_unique" unique ("user_id", "provider");`,
    )
    this.addSql(
      `alter table "payment_customer" add constraint "payment_customer_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )

    this.addSql(
      `create table "payment_method" ("id" uuid not null, "user_id" uuid not null, "type" text check ("type" in ('card', 'paypal')) not null, "card_type" text check ("card_type" in ('visa', 'mastercard', 'amex', 'discover')) null, "last4" varchar(4) null, "expiry_month" smallint null, "expiry_year" smallint null, "provider" varchar(20) not null, "provider_payment_method_id" varchar(255) not null, "is_default" boolean not null default false, "created_at" timestamptz not null default now(), constraint "payment_method_pkey" primary key ("id"), constraint payment_method_last4_digits check (last4 ~ '^[0-9]{4}$'), constraint payment_method_expiry_month_range check (expiry_month >= 1 and expiry_month <= 12), constraint payment_method_card_details check (type <> 'card' or (last4 is not null and expiry_month is not null and expiry_year is not null)));`,
    )
    this.addSql(`create index "payment_method_user_id_index" on "payment_method" ("user_id");`)
    this.addSql(
      `alter table "payment_method" add constraint "payment_method_provider_payment_method_id_unique" unique ("provider_payment_method_id");`,
    )
    // One default per customer, whoever races to set it.
    this.addSql(
      `create unique index "payment_method_one_default_per_user" on "payment_method" ("user_id") where "is_default";`,
    )
    this.addSql(
      `alter table "payment_method" add constraint "payment_method_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payment_method" cascade;`)
    this.addSql(`drop table if exists "payment_customer" cascade;`)
  }
}
