import { Migration } from '@mikro-orm/migrations'

/** Sign-in sessions with rotated refresh tokens, and each user's account settings. */
export class Migration20261121_create_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "session" ("id" uuid not null, "user_id" uuid not null, "is_admin" boolean not null default false, "refresh_token_hash" varchar(64) not null, "user_agent" varchar(300) null, "ip" varchar(64) null, "created_at" timestamptz not null default now(), "last_used_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null, constraint "session_pkey" primary key ("id"));`,
    )
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`)
    this.addSql(
      `alter table "session" add constraint "session_refresh_token_hash_unique" unique ("refresh_token_hash");`,
    )
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`)
    this.addSql(
      `create table "rotated_refresh_token" ("token_hash" varchar(64) not null, "session_id" uuid not null, "rotated_at" timestamptz not null default now(), constraint "rotated_refresh_token_pkey" primary key ("token_hash"));`,
    )
    this.addSql(
      `create index "rotated_refresh_token_session_id_index" on "rotated_refresh_token" ("session_id");`,
    )
    this.addSql(
      `create table "user_settings" ("user_id" uuid not null, "settings" jsonb not null, "updated_at" timestamptz not null default now(), constraint "user_settings_pkey" primary key ("user_id"));`,
    )
    this.addSql(
      `alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "rotated_refresh_token" add constraint "rotated_refresh_token_session_id_foreign" foreign key ("session_id") references "session" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "user_settings" add constraint "user_settings_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rotated_refresh_token" cascade;`)
    this.addSql(`drop table if exists "session" cascade;`)
    this.addSql(`drop table if exists "user_settings" cascade;`)
  }
}
