import { Migration } from '@mikro-orm/migrations'

/**
 * The expiry job claims the open checkouts it settles for a while, in one statement, instead of
 * holding a transaction (and an advisory lock) open while each one is settled on a connection of
 * its own: replicas take different rows, and a checkout the provider could not answer for waits
 * out its claim before it is tried again.
 */
export class Migration20261128_checkout_settle_claim extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "checkout" add column "settle_claimed_until" timestamptz null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkout" drop column "settle_claimed_until";`)
  }
}
