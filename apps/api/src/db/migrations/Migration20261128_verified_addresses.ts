import { Migration } from '@mikro-orm/migrations'

/**
 * An address is the customer's only once confirmed: when it was confirmed, the new address of an
 * email change that waits for its confirmation, and two more kinds of single-use mailed links
 * (verification, password reset) kept like the Google codes, by their hash. A Google code also
 * remembers the browser that started the sign-in (`binding`, the hash of the web session's nonce).
 * Accounts already linked to Google were proven by Google.
 */
export class Migration20261128_verified_addresses extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "app_user" add column "email_verified_at" timestamptz null, add column "pending_email" varchar(254) null;`,
    )
    this.addSql(
      `update "app_user" set "email_verified_at" = "created_at" where "google_subject" is not null;`,
    )
    this.addSql(
      `alter table "one_time_code" drop constraint if exists "one_time_code_purpose_check";`,
    )
    this.addSql(
      `alter table "one_time_code" add constraint "one_time_code_purpose_check" check ("purpose" in ('oauth-state', 'login', 'verify-email', 'password-reset'));`,
    )
    this.addSql(
      `alter table "one_time_code" add column "email" varchar(254) null, add column "binding" varchar(64) null;`,
    )
    this.addSql(
      `create index "one_time_code_user_id_purpose_index" on "one_time_code" ("user_id", "purpose");`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "one_time_code_user_id_purpose_index";`)
    this.addSql(`alter table "one_time_code" drop column "email", drop column "binding";`)
    this.addSql(
      `delete from "one_time_code" where "purpose" in ('verify-email', 'password-reset');`,
    )
    this.addSql(`alter table "one_time_code" drop constraint "one_time_code_purpose_check";`)
    this.addSql(
      `alter table "one_time_code" add constraint "one_time_code_purpose_check" check ("purpose" in ('oauth-state', 'login'));`,
    )
    this.addSql(
      `alter table "app_user" drop column "email_verified_at", drop column "pending_email";`,
    )
  }
}
