import { Migration } from '@mikro-orm/migrations'

/**
 * A customer has exactly one default address: the database refuses a second one (a partial unique
 * index), so two requests racing to move the default cannot leave two behind.
 */
export class Migration20261123_one_default_address extends Migration {
  override async up(): Promise<void> {
    // Where earlier code left several defaults, the oldest stays default.
    this.addSql(
      `update "address" a set "is_default" = false where a."is_default" and exists (select 1 from "address" b where b."user_id" = a."user_id" and b."is_default" and (b."created_at", b."id") < (a."created_at", a."id"));`,
    )
    // Where a customer has addresses and none is default, the oldest becomes it.
    this.addSql(
      `update "address" a set "is_default" = true where a."id" in (select distinct on ("user_id") "id" from "address" where "user_id" not in (select "user_id" from "address" where "is_default") order by "user_id", "created_at", "id");`,
    )
    this.addSql(
      `create unique index "address_one_default_per_user" on "address" ("user_id") where "is_default";`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "address_one_default_per_user";`)
  }
}
