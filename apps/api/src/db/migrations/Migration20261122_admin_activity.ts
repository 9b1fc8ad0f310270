import { Migration } from '@mikro-orm/migrations'

/** The back office's activity log: who changed what, and when. */
export class Migration20261122_admin_activity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "admin_action" ("id" uuid not null, "user_id" uuid null, "email" varchar(254) not null, "method" varchar(10) not null, "route" varchar(300) not null, "target_id" varchar(200) null, "created_at" timestamptz not null default now(), constraint "admin_action_pkey" primary key ("id"));`,
    )
    this.addSql(`create index "admin_action_created_at_index" on "admin_action" ("created_at");`)
    // An administrator's account may go; what they did stays, with their email.
    this.addSql(
      `alter table "admin_action" add constraint "admin_action_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete set null;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_action" cascade;`)
  }
}
