import { Migration } from '@mikro-orm/migrations'

/** Server-side carts: a guest's (by token hash) or a customer's, with one line per size. */
export class Migration20261121_create_cart extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "cart" ("id" uuid not null, "user_id" uuid null, "guest_token_hash" varchar(64) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "cart_pkey" primary key ("id"), constraint cart_one_owner check ((user_id is null) <> (guest_token_hash is null)));`,
    )
    this.addSql(`alter table "cart" add constraint "cart_user_id_unique" unique ("user_id");`)
    this.addSql(
      `alter table "cart" add constraint "cart_guest_token_hash_unique" unique ("guest_token_hash");`,
    )
    this.addSql(
      `create table "cart_item" ("id" uuid not null, "cart_id" uuid not null, "variant_id" uuid not null, "quantity" int not null, "created_at" timestamptz not null default now(), constraint "cart_item_pkey" primary key ("id"), constraint cart_item_quantity_positive check (quantity > 0));`,
    )
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_cart_id_variant_id_unique" unique ("cart_id", "variant_id");`,
    )
    this.addSql(
      `alter table "cart" add constraint "cart_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_cart_id_foreign" foreign key ("cart_id") references "cart" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "cart_item" add constraint "cart_item_variant_id_foreign" foreign key ("variant_id") references "perfume_variant" ("id") on update cascade on delete cascade;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "cart_item" cascade;`)
    this.addSql(`drop table if exists "cart" cascade;`)
  }
}
