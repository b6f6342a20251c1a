import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BackupOutcome } from '../../src/application/backup/run-scheduled-backup.js';
import { readLatestBackupTime } from '../../src/adapters/composition/backups.js';
import { FolderBackupDestination } from '../../src/adapters/backup/folder-backup-destination.js';
import { SupportData } from '../support/cli/support-data.js';
import { tempDir } from '../support/temp-dir.js';

/** BACKUP_URL: the server's own scheduled backup, over its open database and photo folder. */
describe('the scheduled backup (BACKUP_URL)', () => {
  let dir: { path: string; remove(): Promise<void> };
  let data: SupportData;
  beforeEach(async () => {
    dir = await tempDir('memories-scheduled-backup-');
    data = await SupportData.open({ DATA_DIR: join(dir.path, 'data'), BACKUP_URL: join(dir.path, 'backups'), BACKUP_PERIOD: '1d' });
  });
  afterEach(async () => {
    await data.close();
    await dir.remove();
  });

  it('backs up once per period, judged by the destination, and tells its listeners', async () => {
    await data.page({ email: 'ana@example.com' });
    const scheduled = data.runtime.scheduledBackup!;
    const outcomes: BackupOutcome[] = [];
    scheduled.onFinished((outcome) => outcomes.push(outcome));
    await scheduled.run();
    await scheduled.run();
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ ok: true, report: { rows: { memories: 1 } } });
    expect(outcomes[0]!.bytes).toBeGreaterThan(0);
    const snapshots = await new FolderBackupDestination(join(dir.path, 'backups')).listManifests();
    expect(snapshots).toEqual([outcomes[0]!.report!.snapshot]);
    await expect(readLatestBackupTime(data.runtime.config)).resolves.toEqual(new Date(outcomes[0]!.report!.createdAt));
  });
});
