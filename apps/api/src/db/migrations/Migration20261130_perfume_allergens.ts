import { Migration } from '@mikro-orm/migrations'

/**
 * The allergens of the EU list a perfume declares (issue 30), as the shop types them from the
 * bottle or the maker's sheet ('Linalool, Limonene, Citral'): each decant's label must carry them.
 * Null until they are typed; the labels then print none.
 */
export class Migration20261130_perfume_allergens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "perfume" add column "allergens" varchar(500) null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "perfume" drop column "allergens";`)
  }
}
