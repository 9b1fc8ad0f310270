import { Migration } from '@mikro-orm/migrations'

/**
 * Buyers' votes on how a perfume performs (issue 29): longevity 1..5, sillage 1..4, the seasons
 * (a subset of the four) and the time of day; one per customer and perfume, gone with the account
 * or the perfume. The perfume's cached answer carries the votes' distributions, so a trigger moves
 * the catalogue version for each vote that changes, whoever writes it, in the same transaction
 * (per row, as Migration20261128_review_triggers_per_row does for reviews: a statement that
 * touches no row moves nothing).
 */
export class Migration20261129_performance_votes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "performance_vote" ("id" uuid not null, "perfume_id" uuid not null, "user_id" uuid not null, "longevity" smallint not null, "sillage" smallint not null, "seasons" text[] not null default '{}', "time_of_day" text check ("time_of_day" in ('dia', 'noche')) not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "performance_vote_pkey" primary key ("id"), constraint performance_vote_longevity_range check (longevity >= 1 and longevity <= 5), constraint performance_vote_sillage_range check (sillage >= 1 and sillage <= 4), constraint performance_vote_seasons_known check (seasons <@ array['primavera', 'verano', 'otoño', 'invierno']::text[]));`,
    )
    this.addSql(`create index "performance_vote_user_id_index" on "performance_vote" ("user_id");`)
    this.addSql(
      `alter table "performance_vote" add constraint "performance_vote_perfume_id_user_id_unique" unique ("perfume_id", "user_id");`,
    )
    this.addSql(
      `alter table "performance_vote" add constraint "performance_vote_perfume_id_foreign" foreign key ("perfume_id") references "perfume" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "performance_vote" add constraint "performance_vote_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )

    this.addSql(`create trigger performance_vote_moves_catalogue
      after insert or delete on "performance_vote"
      for each row execute function catalogue_version_bump();`)
    this.addSql(`create trigger performance_vote_change_moves_catalogue
      after update on "performance_vote"
      for each row
      when (old.perfume_id is distinct from new.perfume_id
        or old.longevity is distinct from new.longevity
        or old.sillage is distinct from new.sillage
        or old.seasons is distinct from new.seasons
        or old.time_of_day is distinct from new.time_of_day)
      execute function catalogue_version_bump();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "performance_vote" cascade;`)
  }
}
