import { Migration } from '@mikro-orm/migrations'

/**
 * The back office's catalogue: perfumes that were ordered are archived rather than deleted, offers
 * may end on a date, collections carry their discovery-set sizes and prices, and the shipping
 * settings move to the specification's key style as money text.
 */
export class Migration20261122_back_office_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "perfume" add column "archived_at" timestamptz null;`)
    this.addSql(`alter table "perfume" add column "offer_ends_at" timestamptz null;`)

    this.addSql(`alter table "collection" add column "set_sizes" text[] not null default '{}';`)
    this.addSql(
      `alter table "collection" add column "set_prices_cents" int[] not null default '{}';`,
    )
    this.addSql(
      `alter table "collection" add constraint collection_set_parallel check (cardinality(set_sizes) = cardinality(set_prices_cents));`,
    )
    this.addSql(
      `alter table "collection" add constraint collection_set_prices_positive check (0 < all(set_prices_cents));`,
    )

    // 'shipping.freeOverCents' = '5000' becomes 'shipping_free_over' = '50.00'; one set of keys.
    for (const [from, to] of [
      ['shipping.freeOverCents', 'shipping_free_over'],
      ['shipping.flatFeeCents', 'shipping_flat_fee'],
    ]) {
      this.addSql(
        `insert into "setting" ("key", "value")
         select '${to}', to_char("value"::bigint / 100.0, 'FM9999999990.00') from "setting"
         where "key" = '${from}' and "value" ~ '^[0-9]{1,9}$'
         on conflict ("key") do nothing;`,
      )
      this.addSql(`delete from "setting" where "key" = '${from}';`)
    }
  }

  override async down(): Promise<void> {
    for (const [from, to] of [
      ['shipping_free_over', 'shipping.freeOverCents'],
      ['shipping_flat_fee', 'shipping.flatFeeCents'],
    ]) {
      this.addSql(
        `insert into "setting" ("key", "value")
         select '${to}', (round("value"::numeric * 100))::bigint::text from "setting"
         where "key" = '${from}' and "value" ~ '^[0-9]+[.][0-9]{2}$'
         on conflict ("key") do nothing;`,
      )
      this.addSql(`delete from "setting" where "key" = '${from}';`)
    }
    this.addSql(`alter table "collection" drop constraint collection_set_prices_positive;`)
    this.addSql(`alter table "collection" drop constraint collection_set_parallel;`)
    this.addSql(`alter table "collection" drop column "set_prices_cents";`)
    this.addSql(`alter table "collection" drop column "set_sizes";`)
    this.addSql(`alter table "perfume" drop column "offer_ends_at";`)
    this.addSql(`alter table "perfume" drop column "archived_at";`)
  }
}
