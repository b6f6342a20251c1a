import { Migration } from '../migration.js';

const TASK_TABLES = ['email_outbox', 'payment_notifications'] as const;

function createTaskTable(table: string): string[] {
  return [
    `create table "${table}" (` +
      '"id" serial primary key, ' +
      '"payload" text not null, ' +
      '"dedup_key" varchar(255) null, ' +
      '"status" varchar(255) not null, ' +
      '"attempts" int not null default 0, ' +
      '"created_at" timestamptz not null, ' +
      '"next_attempt_at" timestamptz null, ' +
      '"finished_at" timestamptz null, ' +
      '"last_error" text null, ' +
      '"lease_owner" text null);',
    `create index "${table}_status_next_attempt_at_index" on "${table}" ("status", "next_attempt_at");`,
    // Partial: a key is taken only while its task is pending.
    `create unique index "${table}_pending_dedup_key_unique" on "${table}" ("dedup_key") where "status" = 'pending';`,
  ];
}

/** The whole schema the SQLite migrations have built up to 2026-12-24, in PostgreSQL's types (times are timestamptz). */
export class Migration20261224000000InitialSchema extends Migration {
  override up(): void {
    this.addSql(
      'create table "memories" (' +
        '"id" varchar(255) not null, ' +
        '"slug" varchar(255) not null, ' +
        '"your_name" varchar(255) not null, ' +
        '"loved_name" varchar(255) not null, ' +
        '"dating_since" varchar(255) not null, ' +
        '"message" text not null, ' +
        '"plan" varchar(255) not null, ' +
        '"youtube" varchar(255) null, ' +
        '"email" varchar(255) not null, ' +
        '"photos" text not null, ' +
        '"status" varchar(255) not null, ' +
        '"created_at" timestamptz not null, ' +
        '"updated_at" timestamptz not null, ' +
        '"paid_at" timestamptz null, ' +
        '"ends_at" timestamptz null, ' +
        '"payment_id" varchar(255) null, ' +
        '"payment_outcome" varchar(255) null, ' +
        '"payment_method" varchar(255) null, ' +
        '"edit_token_version" int not null, ' +
        '"email_correction_key_hash" varchar(255) null, ' +
        '"version" int not null, ' +
        'constraint "memories_pkey" primary key ("id"));',
    );
    this.addSql('create index "memories_email_index" on "memories" ("email");');
    this.addSql('create index "memories_status_ends_at_index" on "memories" ("status", "ends_at");');
    this.addSql('create index "memories_status_created_at_index" on "memories" ("status", "created_at");');
    for (const table of TASK_TABLES) for (const sql of createTaskTable(table)) this.addSql(sql);
    this.addSql('create table "health_heartbeat" ("id" int not null, "beat_at" text not null, constraint "health_heartbeat_pkey" primary key ("id"));');
  }

  override down(): void {
    for (const table of ['health_heartbeat', ...TASK_TABLES, 'memories']) this.addSql(`drop table if exists "${table}";`);
  }
}
