import type { OwnershipRefusal } from '../../domain/backup/snapshot-ownership.js';

/** A backup not taken because of whose the destination's snapshots are, or because the shop is empty; nothing was written. */
export class BackupRefusedError extends Error {
  constructor(readonly refusal: OwnershipRefusal) {
    super(`backup refused: ${refusal.reason}`);
    this.name = 'BackupRefusedError';
  }
}
