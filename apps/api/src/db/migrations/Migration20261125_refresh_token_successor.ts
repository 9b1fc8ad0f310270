import { Migration } from '@mikro-orm/migrations'

/**
 * A rotated refresh token keeps its successor, sealed with the rotated token itself, so a
 * parallel exchange of the same token within the grace period answers the same successor
 * (two web servers refreshing one browser's session at once) instead of ending the session.
 */
export class Migration20261125_refresh_token_successor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rotated_refresh_token" add column "successor" text null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rotated_refresh_token" drop column "successor";`)
  }
}
