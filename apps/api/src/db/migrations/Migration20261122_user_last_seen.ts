import { Migration } from '@mikro-orm/migrations'

/**
 * When each user last used a session, kept on the user: the hourly cleanup deletes ended sessions,
 * and the admin panel counts users active in the last 30 days.
 */
export class Migration20261122_user_last_seen extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "last_seen_at" timestamptz null;`)
    this.addSql(`create index "app_user_last_seen_at_index" on "app_user" ("last_seen_at");`)
    // Sessions that still exist tell when their users were last seen.
    this.addSql(
      `update "app_user" u set "last_seen_at" = s."last_used_at" from (select "user_id", max("last_used_at") as "last_used_at" from "session" group by "user_id") s where s."user_id" = u."id";`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop column "last_seen_at";`)
  }
}
