import { Migration } from '@mikro-orm/migrations'

/**
 * Catalogue search without accents, the price history behind the lowest-price-in-30-days rule,
 * the catalogue version that keeps every replica's cache honest, and the contact and newsletter
 * messages.
 */
export class Migration20261121_catalogue_search_and_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "perfume" add column "search_text" text not null default '';`)
    // Existing rows get the same form as searchable() in @aurum/contracts writes from now on.
    this.addSql(
      `update "perfume" set "search_text" = translate(lower("name" || ' ' || "brand"), 'áàâäãåéèêëíìîïóòôöõúùûüñçý', 'aaaaaaeeeeiiiiooooouuuuncy');`,
    )
    this.addSql(
      `create table "price_change" ("id" bigserial primary key, "variant_id" uuid not null, "price_cents" int not null, "changed_at" timestamptz not null default now());`,
    )
    this.addSql(
      `create index "price_change_variant_id_changed_at_index" on "price_change" ("variant_id", "changed_at");`,
    )
    this.addSql(
      `alter table "price_change" add constraint "price_change_variant_id_foreign" foreign key ("variant_id") references "perfume_variant" ("id") on update cascade on delete cascade;`,
    )
    // Sizes that already exist start their history now.
    this.addSql(
      `insert into "price_change" ("variant_id", "price_cents") select v."id", case when p."is_on_offer" then round(v."price_cents" * (100 - p."discount_percentage") / 100.0) else v."price_cents" end from "perfume_variant" v join "perfume" p on p."id" = v."perfume_id";`,
    )
    this.addSql(
      `create table "catalogue_version" ("id" smallint not null, "version" bigint not null, constraint "catalogue_version_pkey" primary key ("id"));`,
    )
    this.addSql(`insert into "catalogue_version" ("id", "version") values (1, 1);`)
    this.addSql(
      `create table "contact_message" ("id" uuid not null, "name" varchar(120) not null, "email" varchar(254) not null, "message" text not null, "is_read" boolean not null default false, "created_at" timestamptz not null default now(), constraint "contact_message_pkey" primary key ("id"));`,
    )
    this.addSql(
      `create index "contact_message_created_at_index" on "contact_message" ("created_at");`,
    )
    this.addSql(
      `create table "newsletter_subscriber" ("id" uuid not null, "email" varchar(254) not null, "created_at" timestamptz not null default now(), constraint "newsletter_subscriber_pkey" primary key ("id"));`,
    )
    this.addSql(
      `alter table "newsletter_subscriber" add constraint "newsletter_subscriber_email_unique" unique ("email");`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsletter_subscriber" cascade;`)
    this.addSql(`drop table if exists "contact_message" cascade;`)
    this.addSql(`drop table if exists "catalogue_version" cascade;`)
    this.addSql(`drop table if exists "price_change" cascade;`)
    this.addSql(`alter table "perfume" drop column "search_text";`)
  }
}
