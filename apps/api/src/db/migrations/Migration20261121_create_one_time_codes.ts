import { Migration } from '@mikro-orm/migrations'

/** Single-use values of the Google sign-in: the OAuth state and the code the web app exchanges. */
export class Migration20261121_create_one_time_codes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "one_time_code" ("code_hash" varchar(64) not null, "purpose" text check ("purpose" in ('oauth-state', 'login')) not null, "user_id" uuid null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, constraint "one_time_code_pkey" primary key ("code_hash"));`,
    )
    this.addSql(
      `alter table "one_time_code" add constraint "one_time_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "one_time_code" cascade;`)
  }
}
