import { Migration } from '@mikro-orm/migrations'

/**
 * The catalogue search that forgives (issue 29): Spanish full-text search over a perfume's name,
 * brand, notes, accords, family and description, accent-free.
 *
 * - `aurum_es` is PostgreSQL's Spanish configuration with unaccent before the Spanish stemmer:
 *   'Lancôme' and 'lancome', 'maderas' and 'madera' meet.
 * - `perfume_search_document(...)` weighs what a perfume is called (A) over how it smells (B) over
 *   what is said of it (C). It is declared immutable (its configuration is named in full and
 *   nothing in it reads the table), so `perfume.search_document` is a column generated from it
 *   and stored: a search reads it and its GIN index, and never works it out again (on 5,000
 *   perfumes, working it out per row took 480 ms a search).
 * - `perfume_accord_keys(scent)` and `perfume_note_keys(notes)`: the accords' and the notes' names
 *   in lower case without accents, each with a GIN index, for the filters by accord and by note
 *   (comparing every accord of 5,000 perfumes one by one took 30 to 70 ms a request).
 * - pg_trgm and unaccent ship with PostgreSQL and the embedded database alike; both are required
 *   from here on (the typo tolerance compares trigrams).
 */
export class Migration20261129_scent_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`)
    this.addSql(`create extension if not exists unaccent;`)
    this.addSql(`do $$
begin
  if not exists (select 1 from pg_ts_config where cfgname = 'aurum_es') then
    create text search configuration public.aurum_es (copy = pg_catalog.spanish);
    alter text search configuration public.aurum_es
      alter mapping for hword, hword_part, word with public.unaccent, pg_catalog.spanish_stem;
  end if;
end $$;`)
    this.addSql(`create or replace function public.perfume_search_document(
  name text, brand text, notes text[], scent jsonb, description text
) returns tsvector language sql immutable parallel safe as $$
  select setweight(to_tsvector('public.aurum_es'::regconfig,
           coalesce(name, '') || ' ' || coalesce(brand, '')), 'A')
      || setweight(to_tsvector('public.aurum_es'::regconfig,
           coalesce(array_to_string(notes, ' '), '') || ' ' || coalesce(scent ->> 'family', '') || ' '
           || coalesce((select string_agg(accord ->> 'name', ' ')
                        from jsonb_array_elements(scent -> 'accords') accord), '')), 'B')
      || setweight(to_tsvector('public.aurum_es'::regconfig, coalesce(description, '')), 'C')
$$;`)
    this.addSql(
      `alter table "perfume" add column "search_document" tsvector generated always as (public.perfume_search_document("name", "brand", "notes", "scent", "description")) stored;`,
    )
    this.addSql(
      `create index "perfume_search_document_index" on "perfume" using gin ("search_document");`,
    )
    this.addSql(`create or replace function public.scent_key(name text) returns text
  language sql immutable parallel safe as $$
  select translate(lower(name), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')
$$;`)
    this.addSql(`create or replace function public.perfume_accord_keys(scent jsonb) returns text[]
  language sql immutable parallel safe as $$
  select coalesce(array_agg(public.scent_key(accord ->> 'name')), '{}')
  from jsonb_array_elements(case when jsonb_typeof(scent -> 'accords') = 'array'
    then scent -> 'accords' else '[]' end) accord
$$;`)
    this.addSql(`create or replace function public.perfume_note_keys(notes text[]) returns text[]
  language sql immutable parallel safe as $$
  select coalesce(array_agg(public.scent_key(note)), '{}') from unnest(notes) note
$$;`)
    this.addSql(
      `create index "perfume_accord_keys_index" on "perfume" using gin (public.perfume_accord_keys("scent"));`,
    )
    this.addSql(
      `create index "perfume_note_keys_index" on "perfume" using gin (public.perfume_note_keys("notes"));`,
    )
    // Where the older migration found no pg_trgm, the trigram index is made now.
    this.addSql(
      `create index if not exists "perfume_search_text_trigram_index" on "perfume" using gin ("search_text" gin_trgm_ops);`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "perfume_note_keys_index";`)
    this.addSql(`drop index "perfume_accord_keys_index";`)
    this.addSql(`drop function public.perfume_note_keys(text[]);`)
    this.addSql(`drop function public.perfume_accord_keys(jsonb);`)
    this.addSql(`drop function public.scent_key(text);`)
    this.addSql(`drop index "perfume_search_document_index";`)
    this.addSql(`alter table "perfume" drop column "search_document";`)
    this.addSql(`drop function public.perfume_search_document(text, text, text[], jsonb, text);`)
    this.addSql(`drop text search configuration public.aurum_es;`)
  }
}
