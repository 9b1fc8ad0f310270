import { Migration } from '@mikro-orm/migrations'

/**
 * Inventory in millilitres. Bottles hold what the shop pours decants from; every change of
 * millilitres is a row of `stock_movement`, and a trigger moves the bottle's `ml_left` (or, for
 * holds and releases, `ml_held`) in the statement that adds it, so the bottle always equals the
 * sum of its ledger and its checks refuse a movement that would take more than is there.
 *
 * A size's `stock` is no longer written by anyone but `inventory_refresh`: the number of pours of
 * its ml the perfume's free millilitres allow (each pour from one bottle unless the owner lets one
 * span two, `pour_across_bottles`), less the reserve the owner keeps back (`inventory_reserve_ml`).
 *
 * Sets sell too: `cart_set` lines (a collection, or the customer's picks) and order lines that
 * name a set's perfumes; a hold records the checkout line it is for.
 *
 * The stock of each size becomes one bottle per perfume with as many millilitres as the largest
 * size count represented, recorded as a 'migrated' movement.
 */
export class Migration20261128_bottles_and_stock_movements extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "bottle" ("id" uuid not null, "perfume_id" uuid not null, "size_ml" int not null, "ml_left" int not null default 0, "ml_held" int not null default 0, "batch_code" varchar(40) not null, "opened_at" timestamptz null, "cost_cents" int null, "state" text check ("state" in ('sealed', 'open', 'empty')) not null default 'sealed', "created_at" timestamptz not null default now(), constraint "bottle_pkey" primary key ("id"), constraint bottle_cost_not_negative check (cost_cents >= 0), constraint bottle_ml_held_in_ml_left check (ml_held >= 0 and ml_held <= ml_left), constraint bottle_ml_left_in_bottle check (ml_left >= 0 and ml_left <= size_ml), constraint bottle_size_ml_positive check (size_ml > 0));`,
    )
    this.addSql(
      `create index "bottle_perfume_id_opened_at_index" on "bottle" ("perfume_id", "opened_at");`,
    )
    this.addSql(
      `create table "stock_movement" ("id" uuid not null, "bottle_id" uuid not null, "type" text check ("type" in ('received', 'migrated', 'held', 'released', 'sold', 'returned', 'adjusted')) not null, "ml" int not null, "reason" text check ("reason" in ('waste', 'evaporation', 'count', 'breakage', 'emptied')) null, "variant_id" uuid null, "checkout_id" uuid null, "order_item_id" uuid null, "by_user_id" uuid null, "created_at" timestamptz not null default now(), constraint "stock_movement_pkey" primary key ("id"), constraint stock_movement_ml_not_zero check (ml <> 0));`,
    )
    this.addSql(
      `create index "stock_movement_checkout_id_index" on "stock_movement" ("checkout_id");`,
    )
    this.addSql(
      `create index "stock_movement_order_item_id_index" on "stock_movement" ("order_item_id");`,
    )
    this.addSql(
      `create index "stock_movement_created_at_index" on "stock_movement" ("created_at");`,
    )
    this.addSql(
      `create index "stock_movement_bottle_id_created_at_index" on "stock_movement" ("bottle_id", "created_at");`,
    )
    this.addSql(
      `alter table "bottle" add constraint "bottle_perfume_id_foreign" foreign key ("perfume_id") references "perfume" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "stock_movement" add constraint "stock_movement_bottle_id_foreign" foreign key ("bottle_id") references "bottle" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "stock_movement" add constraint "stock_movement_checkout_id_foreign" foreign key ("checkout_id") references "checkout" ("id") on update cascade on delete set null;`,
    )
    this.addSql(
      `alter table "stock_movement" add constraint "stock_movement_order_item_id_foreign" foreign key ("order_item_id") references "order_item" ("id") on update cascade on delete set null;`,
    )
    this.addSql(
      `alter table "stock_movement" add constraint "stock_movement_by_user_id_foreign" foreign key ("by_user_id") references "app_user" ("id") on update cascade on delete set null;`,
    )

    // A hold says which line of its checkout it is for: a set holds for each of its perfumes.
    this.addSql(`alter table "stock_movement" add column "checkout_line" smallint null;`)

    // Sets sell: a cart line that is a collection at its set price, or perfumes the customer
    // picked; an order line that is a set names its perfumes and has no one size of its own.
    this.addSql(
      `create table "cart_set" ("id" uuid not null, "cart_id" uuid not null, "collection_id" uuid null, "perfume_ids" text[] not null default '{}', "size" varchar(20) not null, "quantity" int not null, "created_at" timestamptz not null default now(), constraint "cart_set_pkey" primary key ("id"), constraint cart_set_collection_or_picks check ((collection_id is null) <> (cardinality(perfume_ids) = 0)), constraint cart_set_quantity_positive check (quantity > 0));`,
    )
    this.addSql(
      `alter table "cart_set" add constraint "cart_set_cart_id_foreign" foreign key ("cart_id") references "cart" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "cart_set" add constraint "cart_set_collection_id_foreign" foreign key ("collection_id") references "collection" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(`alter table "order_item" add column "members" jsonb null;`)
    this.addSql(`alter table "order_item" alter column "variant_id" drop not null;`)

    // What each size of a perfume can sell, from its bottles' free millilitres.
    this
      .addSql(`create function inventory_refresh(p_perfume uuid) returns void language plpgsql as $$
declare
  reserve int := coalesce((select case when value ~ '^[0-9]{1,6}$' then value::int end from setting where key = 'inventory_reserve_ml'), 0);
  spans boolean := coalesce((select value = 'true' from setting where key = 'pour_across_bottles'), false);
begin
  update perfume_variant v set stock = s.stock
  from (
    select v2.id, greatest(0, least(
      (free.total - reserve) / v2.ml,
      case when spans then free.total / v2.ml else free.pours_of_one end
    )) as stock
    from perfume_variant v2
    cross join lateral (
      select coalesce(sum(b.ml_left - b.ml_held), 0)::int as total,
             coalesce(sum((b.ml_left - b.ml_held) / v2.ml), 0)::int as pours_of_one
      from bottle b where b.perfume_id = p_perfume
    ) free
    where v2.perfume_id = p_perfume
  ) s
  where v.id = s.id and v.stock <> s.stock;
end $$;`)

    // Every movement moves its bottle, then the sizes of its perfume, in the same statement.
    this.addSql(`create function stock_movement_apply() returns trigger language plpgsql as $$
declare
  moved_perfume uuid;
begin
  if new.type in ('held', 'released') then
    update bottle set ml_held = ml_held - new.ml where id = new.bottle_id returning perfume_id into moved_perfume;
  else
    update bottle set ml_left = ml_left + new.ml where id = new.bottle_id returning perfume_id into moved_perfume;
  end if;
  perform inventory_refresh(moved_perfume);
  return null;
end $$;`)
    this.addSql(
      `create trigger stock_movement_apply after insert on stock_movement for each row execute function stock_movement_apply();`,
    )
    // The ledger is written once: a movement is never changed (a correction is a new movement).
    this.addSql(`create function stock_movement_unchanged() returns trigger language plpgsql as $$
begin
  raise exception 'stock movements are never changed' using errcode = 'restrict_violation';
end $$;`)
    this.addSql(
      `create trigger stock_movement_unchanged before update of bottle_id, type, ml on stock_movement for each row execute function stock_movement_unchanged();`,
    )

    // Today's stock, as one bottle per perfume.
    this.addSql(`insert into bottle (id, perfume_id, size_ml, batch_code, opened_at, state)
      select gen_random_uuid(), perfume_id, max(stock * ml), 'MIGRADO', now(), 'open'
      from perfume_variant where stock > 0 group by perfume_id;`)
    this.addSql(`insert into stock_movement (id, bottle_id, type, ml)
      select gen_random_uuid(), id, 'migrated', size_ml from bottle;`)
    this.addSql(
      `update perfume_variant v set stock = 0 where not exists (select 1 from bottle b where b.perfume_id = v.perfume_id);`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cart_set" cascade;`)
    this.addSql(`delete from "order_item" where "variant_id" is null;`)
    this.addSql(`alter table "order_item" alter column "variant_id" set not null;`)
    this.addSql(`alter table "order_item" drop column "members";`)
    this.addSql(`drop table if exists "stock_movement" cascade;`)
    this.addSql(`drop table if exists "bottle" cascade;`)
    this.addSql(`drop function if exists stock_movement_apply();`)
    this.addSql(`drop function if exists stock_movement_unchanged();`)
    this.addSql(`drop function if exists inventory_refresh(uuid);`)
  }
}
