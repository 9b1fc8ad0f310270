import { Migration } from '@mikro-orm/migrations'

/**
 * Indexes for the catalogue's readings of many perfumes: search_text gives the name order, and
 * its trigrams (pg_trgm) answer the search `search_text like '%q%'` without reading every perfume.
 * pg_trgm ships with PostgreSQL and any database owner may add it; an embedded database started
 * without it goes without that index and reads every perfume to search, as before.
 */
export class Migration20261125_catalogue_search_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "perfume_search_text_index" on "perfume" ("search_text");`)
    this.addSql(`do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm;
    create index "perfume_search_text_trigram_index" on "perfume" using gin ("search_text" gin_trgm_ops);
  end if;
end $$;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "perfume_search_text_trigram_index";`)
    this.addSql(`drop index "perfume_search_text_index";`)
  }
}
