import { join } from 'node:path';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import { runRestoreDrill } from '../support/backup/restore-drill.js';
import { postgresqlSite } from '../support/backup/shop-sites.js';
import { POSTGRESQL_REQUIRED, postgresUnavailable, startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres/throwaway-postgres.js';
import { LOCAL_S3_SDK_ENV, startLocalS3, type LocalS3 } from '../support/s3/local-s3.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';
import { tempDir } from '../support/temp-dir.js';

const unavailable = postgresUnavailable();
if (unavailable && POSTGRESQL_REQUIRED) throw new Error(`MEMORIES_REQUIRE_POSTGRESQL=1, but ${unavailable}`);
if (unavailable) process.stderr.write(`PostgreSQL restore drill skipped: ${unavailable}\n`);

/**
 * The restore drill on PostgreSQL and S3 (s3rver): the shop's database and bucket backed up into another bucket while it
 * sells and its owners edit, then the database dropped and the bucket emptied, and the backup restored into a new
 * database and a new bucket (see runRestoreDrill).
 */
describe.skipIf(unavailable !== null)('backup and restore of a shop on PostgreSQL and S3, while it takes orders', () => {
  let cluster: ThrowawayPostgres;
  let s3: LocalS3;
  let dir: { path: string; remove(): Promise<void> };
  let smtp: SmtpPeer;

  beforeAll(async () => {
    [cluster, s3, dir, smtp] = await Promise.all([
      startThrowawayPostgres(),
      startLocalS3(['backups']),
      tempDir('memories-drill-pg-'),
      startSmtpPeer(),
    ]);
    // The shop's builder runs a server in this process: its S3 client reads these.
    for (const [name, value] of Object.entries(LOCAL_S3_SDK_ENV)) vi.stubEnv(name, value);
  }, 180_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await smtp?.close();
    await cluster?.remove();
    await s3?.dispose();
    await dir?.remove();
  });

  it('brings back every page, photo, count and queued e-mail as of one instant, and sends each e-mail once', async () => {
    await runRestoreDrill({
      source: await postgresqlSite({ cluster, s3, bucket: 'shop-photos', dataDir: join(dir.path, 'instance') }),
      target: await postgresqlSite({ cluster, s3, bucket: 'restored-photos', dataDir: join(dir.path, 'new-instance') }),
      destination: 's3://backups/drill',
      smtp,
    });
  }, 480_000);
});
