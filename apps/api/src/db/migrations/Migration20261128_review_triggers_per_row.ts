import { Migration } from '@mikro-orm/migrations'

/**
 * The review trigger moved the catalogue version for every statement, even one that changed no
 * row (a DELETE of a review that is not there: a refused request that still wrote). Per row now,
 * and an update only when the rating or the perfume changes.
 */
export class Migration20261128_review_triggers_per_row extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop trigger review_moves_catalogue on "review";`)
    this.addSql(`create trigger review_moves_catalogue
      after insert or delete on "review"
      for each row execute function catalogue_version_bump();`)
    this.addSql(`create trigger review_rating_moves_catalogue
      after update of rating, perfume_id on "review"
      for each row
      when (old.rating is distinct from new.rating or old.perfume_id is distinct from new.perfume_id)
      execute function catalogue_version_bump();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger review_rating_moves_catalogue on "review";`)
    this.addSql(`drop trigger review_moves_catalogue on "review";`)
    this.addSql(`create trigger review_moves_catalogue
      after insert or delete or update of rating, perfume_id on "review"
      for each statement execute function catalogue_version_bump();`)
  }
}
