import { Migration } from '@mikro-orm/migrations'

/** Uploaded images as stored (re-encoded), so the admin panel can count them and their size. */
export class Migration20261122_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "image" ("id" uuid not null, "name" varchar(64) not null, "bytes" int not null, "width" int not null, "height" int not null, "perfume_id" uuid null, "created_at" timestamptz not null default now(), constraint "image_pkey" primary key ("id"));`,
    )
    this.addSql(`alter table "image" add constraint "image_name_unique" unique ("name");`)
    this.addSql(`create index "image_perfume_id_index" on "image" ("perfume_id");`)
    this.addSql(
      `alter table "image" add constraint "image_perfume_id_foreign" foreign key ("perfume_id") references "perfume" ("id") on update cascade on delete set null;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "image" cascade;`)
  }
}
