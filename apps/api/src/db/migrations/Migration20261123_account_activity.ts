import { Migration } from '@mikro-orm/migrations'

/** The account's own events (sign-ins, password and profile changes) for the profile's activity. */
export class Migration20261123_account_activity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "account_event" ("id" uuid not null, "user_id" uuid not null, "type" text check ("type" in ('login', 'password_change', 'profile_update')) not null, "created_at" timestamptz not null default now(), constraint "account_event_pkey" primary key ("id"));`,
    )
    this.addSql(`create index "account_event_user_id_index" on "account_event" ("user_id");`)
    this.addSql(
      `alter table "account_event" add constraint "account_event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account_event" cascade;`)
  }
}
