import { randomBytes } from 'node:crypto';
import { processExists } from '../../shared/process-exists.js';

/**
 * Who stages uploads in DATA_DIR/incoming: this process, as `{pid}.{random}`. Every staging folder's name starts with
 * its owner and a dash, so a server starting after a crash knows the folders a previous process left, whatever their
 * age. The random part tells this life of the process from an earlier one with the same pid (a restarted container
 * often gets the same pid).
 */
export const STAGING_OWNER = `${process.pid}.${randomBytes(6).toString('hex')}`;

const OWNED_FOLDER = /^([1-9]\d{0,9})\.([0-9a-f]{12})-/;

/**
 * True unless the folder may belong to a live request: it is this process's own, or its owner's pid runs on this
 * machine as another process (another server on the same DATA_DIR, or a program that took the pid; the hourly
 * round's age limit takes those). A folder of no owner (an older name) belongs to no process alive.
 */
export function stagingOwnerIsGone(folderName: string, self: string = STAGING_OWNER): boolean {
  if (folderName.startsWith(`${self}-`)) return false;
  const owner = OWNED_FOLDER.exec(folderName);
  if (!owner) return true;
  const pid = Number(owner[1]);
  return pid === Number(self.split('.')[0]) || !processExists(pid);
}
