import type { RestoreRefusal } from '../../application/backup/restore-backup.js';
import type { BackupProblem } from '../../application/backup/verify-backup.js';
import { BACKUP_CLI_TEXT as TEXT } from '../../texts/backup.pt-br.js';

/** The sentence of one problem `backup verify` found. */
export function problemSentence(problem: BackupProblem): string {
  const say = TEXT.problems;
  switch (problem.kind) {
    case 'no-snapshot':
      return say.noSnapshot;
    case 'unknown-snapshot':
      return say.unknownSnapshot(problem.snapshot);
    case 'unreadable-manifest':
      return say.unreadableManifest(problem.snapshot);
    case 'missing-file':
      return say.missingFile(problem.path);
    case 'damaged-file':
      return say.damagedFile(problem.path);
    case 'unreadable-rows':
      return say.unreadableRows(problem.path);
    case 'row-count':
      return say.rowCount(problem.table, problem.found, problem.expected);
    case 'missing-photo':
      return say.missingPhoto(problem.path);
  }
}

/** The sentence of a restore's refusal. */
export function refusalSentence(refusal: RestoreRefusal): string {
  switch (refusal.reason) {
    case 'not-whole':
      return TEXT.refusals.notWhole(refusal.verify.snapshot);
    case 'target-not-empty':
      return TEXT.refusals.targetNotEmpty(refusal.rows, refusal.files);
    case 'newer-schema':
      return TEXT.refusals.newerSchema(refusal.snapshotMigration, refusal.targetMigration);
  }
}
