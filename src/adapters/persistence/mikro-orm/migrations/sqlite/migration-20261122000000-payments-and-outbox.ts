import { Migration } from '../migration.js';

const TASK_TABLES = ['email_outbox', 'payment_notifications'] as const;

function createTaskTable(table: string): string[] {
  return [
    `create table \`${table}\` (` +
      '`id` integer not null primary key autoincrement, ' +
      '`payload` text not null, ' +
      '`dedup_key` text null, ' +
      '`status` text not null, ' +
      '`attempts` integer not null default 0, ' +
      '`created_at` datetime not null, ' +
      '`next_attempt_at` datetime null, ' +
      '`finished_at` datetime null, ' +
      '`last_error` text null);',
    `create index \`${table}_status_next_attempt_at_index\` on \`${table}\` (\`status\`, \`next_attempt_at\`);`,
    // Partial: a key is taken only while its task is pending.
    `create unique index \`${table}_pending_dedup_key_unique\` on \`${table}\` (\`dedup_key\`) where \`status\` = 'pending';`,
  ];
}

export class Migration20261122000000PaymentsAndOutbox extends Migration {
  override up(): void {
    this.addSql('alter table `memories` add column `payment_outcome` text null;');
    // Pages paid before this column existed: their payment was approved, and a suspended page's was reversed. Without
    // this, a late approval of a reversed payment would be recorded as the latest outcome.
    this.addSql(
      "update `memories` set `payment_outcome` = case `status` when 'suspended' then 'reversed' else 'approved' end " +
        "where `payment_id` is not null and `status` in ('active', 'expired', 'suspended');",
    );
    for (const table of TASK_TABLES) for (const sql of createTaskTable(table)) this.addSql(sql);
  }

  override down(): void {
    for (const table of TASK_TABLES) this.addSql(`drop table if exists \`${table}\`;`);
    this.addSql('alter table `memories` drop column `payment_outcome`;');
  }
}
