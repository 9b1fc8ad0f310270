import { Migration } from '@mikro-orm/migrations'

/**
 * Catalogue answers carry each perfume's rating and review count, and are cached until the
 * catalogue version moves. Reviews are written by their module, by account deletion and by the
 * panel: a trigger moves the version on any change of a rating, whoever makes it, in the same
 * transaction (votes, which change no rating, do not).
 */
export class Migration20261128_reviews_move_the_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function catalogue_version_bump() returns trigger language plpgsql as $$
      begin
        update catalogue_version set version = version + 1 where id = 1;
        return null;
      end $$;`)
    this.addSql(`create trigger review_moves_catalogue
      after insert or delete or update of rating, perfume_id on "review"
      for each statement execute function catalogue_version_bump();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger review_moves_catalogue on "review";`)
    this.addSql(`drop function catalogue_version_bump();`)
  }
}
