import { Migration } from '@mikro-orm/migrations'

/**
 * How a perfume smells (issue 29): its pyramid, accords, family, concentration, seasons and time
 * of day, as one document read and written whole with the perfume. Null until it is described.
 */
export class Migration20261128_perfume_scent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "perfume" add column "scent" jsonb null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "perfume" drop column "scent";`)
  }
}
