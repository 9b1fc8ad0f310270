import { Migration } from '@mikro-orm/migrations'

/** The mail outbox: each mail queued with its event, sent and retried from here. */
export class Migration20261128_mail_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_outbox" ("id" uuid not null, "key" varchar(200) not null, "to" varchar(254) not null, "subject" varchar(300) not null, "html" text not null, "text" text not null, "headers" jsonb null, "status" text check ("status" in ('pending', 'sent', 'failed')) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "claimed_until" timestamptz null, "last_error" varchar(500) null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, constraint "mail_outbox_pkey" primary key ("id"));`,
    )
    this.addSql(`alter table "mail_outbox" add constraint "mail_outbox_key_unique" unique ("key");`)
    this.addSql(
      `create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`,
    )
    this.addSql(`create index "mail_outbox_created_at_index" on "mail_outbox" ("created_at");`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`)
  }
}
