import type { RestoreRefusal } from '../../application/backup/restore-backup.js';
import type { BackupProblem } from '../../application/backup/verify-backup.js';
import type { OwnershipRefusal, SnapshotFacts } from '../../domain/backup/snapshot-ownership.js';
import { BACKUP_CLI_TEXT as TEXT } from '../../texts/backup.pt-br.js';
import { when } from './format.js';

/** A snapshot named by its id, time in São Paulo, pages and shop id. */
export function snapshotNamed(snapshot: SnapshotFacts): string {
  return TEXT.snapshot(snapshot.id, when(snapshot.at), snapshot.pages, snapshot.shopId);
}

/** The sentence of a backup's refusal. */
export function backupRefusalSentence(refusal: OwnershipRefusal): string {
  return refusal.reason === 'other-shop'
    ? TEXT.backupRefusals.otherShop(snapshotNamed(refusal.snapshot), refusal.shopId)
    : TEXT.backupRefusals.emptyShop(snapshotNamed(refusal.snapshot));
}

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
    case 'other-shop':
      return TEXT.refusals.otherShop(snapshotNamed(refusal.snapshot), refusal.shopId);
    case 'empty-shop':
      return TEXT.refusals.emptySnapshot(snapshotNamed(refusal.snapshot));
  }
}
