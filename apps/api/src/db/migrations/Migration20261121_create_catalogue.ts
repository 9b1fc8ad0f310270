import { Migration } from '@mikro-orm/migrations'

/** The catalogue (perfumes, sizes, collections), users and store settings. */
export class Migration20261121_create_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "collection" ("id" uuid not null, "slug" varchar(160) not null, "name" varchar(160) not null, "description" text not null, "theme" varchar(60) not null, "image_url" varchar(500) null, "position" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "collection_pkey" primary key ("id"));`,
    )
    this.addSql(`alter table "collection" add constraint "collection_slug_unique" unique ("slug");`)
    this.addSql(
      `create table "perfume" ("id" uuid not null, "slug" varchar(160) not null, "name" varchar(160) not null, "brand" varchar(120) not null, "description" text not null, "category" text check ("category" in ('masculino', 'femenino', 'unisex', 'nicho')) not null, "notes" text[] not null default '{}', "image_url" varchar(500) null, "is_on_offer" boolean not null default false, "discount_percentage" smallint not null default 0, "offer_description" varchar(200) null, "on_homepage" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "perfume_pkey" primary key ("id"), constraint perfume_discount_range check (discount_percentage >= 0 and discount_percentage <= 90));`,
    )
    this.addSql(`alter table "perfume" add constraint "perfume_slug_unique" unique ("slug");`)
    this.addSql(`create index "perfume_brand_index" on "perfume" ("brand");`)
    this.addSql(
      `create table "collection_perfume" ("collection_id" uuid not null, "perfume_id" uuid not null, "position" int not null default 0, constraint "collection_perfume_pkey" primary key ("collection_id", "perfume_id"));`,
    )
    this.addSql(
      `create table "perfume_variant" ("id" uuid not null, "perfume_id" uuid not null, "size" varchar(20) not null, "ml" int not null, "price_cents" int not null, "stock" int not null default 0, constraint "perfume_variant_pkey" primary key ("id"), constraint perfume_variant_ml_positive check (ml > 0), constraint perfume_variant_stock_not_negative check (stock >= 0), constraint perfume_variant_price_positive check (price_cents > 0));`,
    )
    this.addSql(
      `alter table "perfume_variant" add constraint "perfume_variant_perfume_id_size_unique" unique ("perfume_id", "size");`,
    )
    this.addSql(
      `create table "setting" ("key" varchar(100) not null, "value" text not null, "updated_at" timestamptz not null default now(), constraint "setting_pkey" primary key ("key"));`,
    )
    this.addSql(
      `create table "app_user" ("id" uuid not null, "email" varchar(254) not null, "username" varchar(60) not null, "password_hash" varchar(255) null, "google_subject" varchar(255) null, "name" varchar(120) null, "phone" varchar(40) null, "avatar_url" varchar(500) null, "role" text check ("role" in ('customer', 'admin')) not null default 'customer', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "app_user_pkey" primary key ("id"));`,
    )
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`)
    this.addSql(
      `alter table "app_user" add constraint "app_user_username_unique" unique ("username");`,
    )
    this.addSql(
      `alter table "app_user" add constraint "app_user_google_subject_unique" unique ("google_subject");`,
    )
    this.addSql(
      `alter table "collection_perfume" add constraint "collection_perfume_collection_id_foreign" foreign key ("collection_id") references "collection" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "collection_perfume" add constraint "collection_perfume_perfume_id_foreign" foreign key ("perfume_id") references "perfume" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "perfume_variant" add constraint "perfume_variant_perfume_id_foreign" foreign key ("perfume_id") references "perfume" ("id") on update cascade on delete cascade;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "collection_perfume" cascade`)
    this.addSql(`drop table if exists "perfume_variant" cascade`)
    this.addSql(`drop table if exists "collection" cascade`)
    this.addSql(`drop table if exists "perfume" cascade`)
    this.addSql(`drop table if exists "setting" cascade`)
    this.addSql(`drop table if exists "app_user" cascade`)
  }
}
