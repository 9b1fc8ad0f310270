import { Migration } from '@mikro-orm/migrations'

/**
 * Favorites (spec 001 §3 Favorite): a perfume saved once per customer, gone with the account or
 * the perfume.
 */
export class Migration20261124_favorites extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "favorite" ("id" uuid not null, "user_id" uuid not null, "perfume_id" uuid not null, "created_at" timestamptz not null default now(), constraint "favorite_pkey" primary key ("id"));`,
    )
    this.addSql(`create index "favorite_perfume_id_index" on "favorite" ("perfume_id");`)
    this.addSql(
      `alter table "favorite" add constraint "favorite_user_id_perfume_id_unique" unique ("user_id", "perfume_id");`,
    )
    this.addSql(
      `alter table "favorite" add constraint "favorite_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "favorite" add constraint "favorite_perfume_id_foreign" foreign key ("perfume_id") references "perfume" ("id") on update cascade on delete cascade;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "favorite" cascade;`)
  }
}
