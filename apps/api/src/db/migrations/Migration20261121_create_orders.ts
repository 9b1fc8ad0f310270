import { Migration } from '@mikro-orm/migrations'

/** Addresses, coupons, checkouts, orders with their items and events, payment events, notifications. */
export class Migration20261121_create_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "coupon" ("id" uuid not null, "code" varchar(20) not null, "description" varchar(200) not null, "discount_percentage" smallint not null, "is_active" boolean not null default true, "minimum_amount_cents" int not null default 0, "maximum_discount_cents" int null, "valid_until" timestamptz null, "usage_limit" int null, "used_count" int not null default 0, constraint "coupon_pkey" primary key ("id"), constraint coupon_discount_range check (discount_percentage > 0 and discount_percentage <= 100), constraint coupon_usage_within_limit check (usage_limit is null or used_count <= usage_limit));`,
    )
    this.addSql(`alter table "coupon" add constraint "coupon_code_unique" unique ("code");`)
    this.addSql(
      `create table "processed_payment_event" ("event_id" varchar(255) not null, "type" varchar(100) not null, "processed_at" timestamptz not null default now(), constraint "processed_payment_event_pkey" primary key ("event_id"));`,
    )
    this.addSql(
      `create table "customer_order" ("id" uuid not null, "user_id" uuid not null, "email" varchar(254) not null, "status" text check ("status" in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')) not null default 'confirmed', "currency" varchar(3) not null, "subtotal_cents" int not null, "discount_cents" int not null, "shipping_cents" int not null, "total_cents" int not null, "coupon_code" varchar(20) null, "shipping_address" jsonb not null, "payment_session_id" varchar(255) not null, "tracking_number" varchar(40) null, "created_at" timestamptz not null default now(), constraint "customer_order_pkey" primary key ("id"), constraint customer_order_total_matches check (total_cents = subtotal_cents - discount_cents + shipping_cents));`,
    )
    this.addSql(`create index "customer_order_user_id_index" on "customer_order" ("user_id");`)
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_payment_session_id_unique" unique ("payment_session_id");`,
    )
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_tracking_number_unique" unique ("tracking_number");`,
    )
    this.addSql(
      `create table "order_item" ("id" uuid not null, "order_id" uuid not null, "variant_id" uuid not null, "perfume_name" varchar(160) not null, "brand" varchar(120) not null, "size" varchar(20) not null, "unit_cents" int not null, "quantity" int not null, constraint "order_item_pkey" primary key ("id"), constraint order_item_quantity_positive check (quantity > 0));`,
    )
    this.addSql(
      `create table "order_event" ("id" uuid not null, "order_id" uuid not null, "status" varchar(20) not null, "description" varchar(300) not null, "location" varchar(120) null, "created_at" timestamptz not null default now(), constraint "order_event_pkey" primary key ("id"));`,
    )
    this.addSql(`create index "order_event_order_id_index" on "order_event" ("order_id");`)
    this.addSql(
      `create table "notification" ("id" uuid not null, "user_id" uuid not null, "type" text check ("type" in ('order', 'promotion', 'product', 'security', 'general')) not null, "title" varchar(160) not null, "message" text not null, "is_read" boolean not null default false, "created_at" timestamptz not null default now(), constraint "notification_pkey" primary key ("id"));`,
    )
    this.addSql(`create index "notification_user_id_index" on "notification" ("user_id");`)
    this.addSql(
      `create table "checkout" ("id" uuid not null, "user_id" uuid not null, "provider" varchar(20) not null, "provider_session_id" varchar(255) null, "status" text check ("status" in ('open', 'paid', 'expired', 'failed')) not null default 'open', "email" varchar(254) not null, "lines" jsonb not null, "shipping_address" jsonb not null, "coupon_code" varchar(20) null, "currency" varchar(3) not null, "subtotal_cents" int not null, "discount_cents" int not null, "shipping_cents" int not null, "total_cents" int not null, "created_at" timestamptz not null default now(), constraint "checkout_pkey" primary key ("id"));`,
    )
    this.addSql(`create index "checkout_user_id_index" on "checkout" ("user_id");`)
    this.addSql(
      `alter table "checkout" add constraint "checkout_provider_session_id_unique" unique ("provider_session_id");`,
    )
    this.addSql(
      `create table "address" ("id" uuid not null, "user_id" uuid not null, "type" text check ("type" in ('home', 'work', 'other')) not null default 'home', "name" varchar(120) not null, "street" varchar(200) not null, "city" varchar(100) not null, "state" varchar(100) not null, "zip_code" varchar(20) not null, "country" varchar(100) not null, "phone" varchar(40) not null, "is_default" boolean not null default false, "created_at" timestamptz not null default now(), constraint "address_pkey" primary key ("id"));`,
    )
    this.addSql(`create index "address_user_id_index" on "address" ("user_id");`)
    this.addSql(
      `alter table "customer_order" add constraint "customer_order_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "order_item" add constraint "order_item_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "order_event" add constraint "order_event_order_id_foreign" foreign key ("order_id") references "customer_order" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "checkout" add constraint "checkout_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "address" add constraint "address_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
    // The footer's promise as store settings: free shipping over 50 €, else a flat fee.
    this.addSql(
      `insert into "setting" ("key", "value") values ('shipping.freeOverCents', '5000'), ('shipping.flatFeeCents', '395') on conflict do nothing;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification" cascade;`)
    this.addSql(`drop table if exists "processed_payment_event" cascade;`)
    this.addSql(`drop table if exists "order_event" cascade;`)
    this.addSql(`drop table if exists "order_item" cascade;`)
    this.addSql(`drop table if exists "customer_order" cascade;`)
    this.addSql(`drop table if exists "checkout" cascade;`)
    this.addSql(`drop table if exists "coupon" cascade;`)
    this.addSql(`drop table if exists "address" cascade;`)
    this.addSql(`delete from "setting" where "key" like 'shipping.%';`)
  }
}
