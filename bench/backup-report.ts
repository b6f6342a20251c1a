import type { BackupFigures } from './backup.js';
import type { Row, Section } from './support/table.js';
import { ratio } from './support/stats.js';
import { describeTarget, target, verdict, type Target } from './support/targets.js';

const n0 = (v: number) => Math.round(v).toLocaleString('en-US');
const ms = (v: number) => `${n0(v)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

function row(name: string, product: string, baseline: string, t: Target): Row {
  return [name, product, baseline, `${t.value.toFixed(2)}×`, describeTarget(t), verdict(t)];
}

/** A figure beside `cp -r` + `sync -f`: what writing the same bytes durably costs on this disk (context). */
function durableContext(name: string, productMs: number, durableMs: number): Row {
  return [`  ${name}`, ms(productMs), `${ms(durableMs)} (cp -r + sync -f)`, `${ratio(productMs, durableMs).toFixed(2)}×`, '(context)', ''];
}

/** Backups and restore at scale, each beside its floor measured in the same run (issue 43's budgets). */
export function backupSection(backup: BackupFigures, targets: Target[]): Section {
  const copy = `${ms(backup.plainCopy.ms)} (cp -r)`;
  const first = target('first backup / (sqlite3 .backup + cp -r photos)', ratio(backup.backup.ms, backup.sqliteFloorMs), '×', '<=', 2);
  const nightly = target('unchanged backup / cp -r', ratio(backup.nightly.ms, backup.plainCopy.ms), '×', '<=', 0.5);
  const restore = target('restore / cp -r', ratio(backup.restore.ms, backup.plainCopy.ms), '×', '<=', 2);
  const onPostgres =
    backup.postgresql &&
    target('backup on PostgreSQL / (pg_dump -Fc + cp -r photos)', ratio(backup.postgresql.backupMs, backup.postgresql.floorMs), '×', '<=', 2);
  targets.push(first, nightly, restore, ...(onPostgres ? [onPostgres] : []));
  const rows: Row[] = [
    row(
      'first backup into an empty folder',
      `${ms(backup.backup.ms)}, ${mb(backup.backup.bytes)}`,
      `${ms(backup.sqliteFloorMs)} (sqlite3 .backup + cp -r)`,
      first,
    ),
    [
      '  the same, as the backup reports it (no start-up)',
      ms(backup.backup.reportedMs),
      copy,
      `${ratio(backup.backup.reportedMs, backup.plainCopy.ms).toFixed(2)}×`,
      '(context)',
      '',
    ],
    row(`unchanged backup (photos copied: ${backup.nightly.photosCopied})`, `${ms(backup.nightly.ms)}, ${mb(backup.nightly.bytes)}`, copy, nightly),
    row('restore into an empty data folder', `${ms(backup.restore.ms)}, ${mb(backup.restore.bytes)}`, copy, restore),
    durableContext('first backup, against a copy synced to disk', backup.backup.ms, backup.durableCopyMs),
    durableContext('restore, against a copy synced to disk', backup.restore.ms, backup.durableCopyMs),
  ];
  if (backup.postgresql && onPostgres) {
    rows.push(
      row('first backup on PostgreSQL', ms(backup.postgresql.backupMs), `${ms(backup.postgresql.floorMs)} (pg_dump -Fc + cp -r)`, onPostgres),
    );
  }
  return {
    title: `Backup: ${n0(backup.pages)} pages × ${backup.photosPerPage} photos (${n0(backup.files)} files, ${mb(backup.dataBytes)}), memories-cli (whole process) against its floor on the same disk`,
    rows,
    notes: backup.postgresql ? [] : ['PostgreSQL is not installed: its backup was not measured'],
  };
}
