import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runRestoreDrill } from '../support/backup/restore-drill.js';
import { sqliteSite } from '../support/backup/shop-sites.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';
import { tempDir } from '../support/temp-dir.js';

/**
 * The restore drill on the embedded default: a shop in one data folder, backed up into another folder while it sells
 * and its owners edit, the folder then deleted, and the backup restored into a new one (see runRestoreDrill).
 */
describe('backup and restore of a shop on SQLite, while it takes orders', () => {
  let dir: { path: string; remove(): Promise<void> };
  let smtp: SmtpPeer;

  beforeAll(async () => {
    [dir, smtp] = await Promise.all([tempDir('memories-drill-'), startSmtpPeer()]);
  });
  afterAll(async () => {
    await smtp?.close();
    await dir?.remove();
  });

  it('brings back every page, photo, count and queued e-mail as of one instant, and sends each e-mail once', async () => {
    await runRestoreDrill({
      source: sqliteSite(join(dir.path, 'shop')),
      target: sqliteSite(join(dir.path, 'restored')),
      destination: join(dir.path, 'backups'),
      smtp,
    });
  }, 480_000);
});
