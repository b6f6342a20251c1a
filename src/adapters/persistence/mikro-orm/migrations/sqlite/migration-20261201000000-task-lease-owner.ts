import { Migration } from '../migration.js';

const TASK_TABLES = ['email_outbox', 'payment_notifications'] as const;

/**
 * Who holds each task's lease (host, pid and a token of the process's life), so that a restarted server can take back
 * at once the tasks its killed predecessor had leased, and leave alone those of a live process (the CLI beside it).
 */
export class Migration20261201000000TaskLeaseOwner extends Migration {
  override up(): void {
    for (const table of TASK_TABLES) this.addSql(`alter table \`${table}\` add column \`lease_owner\` text null;`);
  }

  override down(): void {
    for (const table of TASK_TABLES) this.addSql(`alter table \`${table}\` drop column \`lease_owner\`;`);
  }
}
