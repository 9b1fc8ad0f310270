import { Migration } from '@mikro-orm/migrations'

/**
 * Reviews (spec 001 §3 Review): one per customer and perfume, ratings 1..5, gone with the account
 * or the perfume; and the "useful" votes, one per customer and review.
 */
export class Migration20261124_reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "review" ("id" uuid not null, "user_id" uuid not null, "perfume_id" uuid not null, "rating" smallint not null, "title" varchar(120) not null, "content" text not null, "pros" text not null default '', "cons" text not null default '', "longevity" smallint not null, "sillage" smallint not null, "value" smallint not null, "helpful_count" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "review_pkey" primary key ("id"), constraint review_rating_range check (rating >= 1 and rating <= 5), constraint review_longevity_range check (longevity >= 1 and longevity <= 5), constraint review_sillage_range check (sillage >= 1 and sillage <= 5), constraint review_value_range check (value >= 1 and value <= 5), constraint review_helpful_count_positive check (helpful_count >= 0));`,
    )
    this.addSql(`create index "review_perfume_id_index" on "review" ("perfume_id");`)
    this.addSql(`create index "review_created_at_index" on "review" ("created_at");`)
    this.addSql(
      `alter table "review" add constraint "review_user_id_perfume_id_unique" unique ("user_id", "perfume_id");`,
    )
    this.addSql(
      `alter table "review" add constraint "review_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "review" add constraint "review_perfume_id_foreign" foreign key ("perfume_id") references "perfume" ("id") on update cascade on delete cascade;`,
    )

    this.addSql(
      `create table "review_vote" ("review_id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null default now(), constraint "review_vote_pkey" primary key ("review_id", "user_id"));`,
    )
    this.addSql(`create index "review_vote_user_id_index" on "review_vote" ("user_id");`)
    this.addSql(
      `alter table "review_vote" add constraint "review_vote_review_id_foreign" foreign key ("review_id") references "review" ("id") on update cascade on delete cascade;`,
    )
    this.addSql(
      `alter table "review_vote" add constraint "review_vote_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review_vote" cascade;`)
    this.addSql(`drop table if exists "review" cascade;`)
  }
}
