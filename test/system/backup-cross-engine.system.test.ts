import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HmacEditTokens } from '../../src/adapters/security/hmac-edit-tokens.js';
import { cli, expectSameShop, observeShop, serverEnv, statsOf } from '../support/backup/restore-drill.js';
import { buildShopInEveryState, type ShopPage } from '../support/backup/shop-in-every-state.js';
import { postgresqlSite, sqliteSite, type ShopSite } from '../support/backup/shop-sites.js';
import { startProductServer } from '../support/backup/product-server.js';
import { freePort } from '../support/free-port.js';
import { POSTGRESQL_REQUIRED, postgresUnavailable, startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres/throwaway-postgres.js';
import { LOCAL_S3_SDK_ENV, startLocalS3, type LocalS3 } from '../support/s3/local-s3.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';
import { tempDir } from '../support/temp-dir.js';

const unavailable = postgresUnavailable();
if (unavailable && POSTGRESQL_REQUIRED) throw new Error(`MEMORIES_REQUIRE_POSTGRESQL=1, but ${unavailable}`);
if (unavailable) process.stderr.write(`Backup across engines skipped: ${unavailable}\n`);

/**
 * One snapshot format for both engines: an embedded shop (SQLite file and photo folder) backed up into a folder and
 * restored into PostgreSQL and S3, which is backed up into a bucket and restored into a new data folder. Each time a
 * server on the restored shop serves every page and photo as the first one did, with the same counts, and sends no
 * e-mail again. The operator carries the edit links' secret by setting APP_SECRET to the old shop's.
 */
describe.skipIf(unavailable !== null)('backup and restore from one engine to the other', () => {
  let cluster: ThrowawayPostgres;
  let s3: LocalS3;
  let dir: { path: string; remove(): Promise<void> };
  let smtp: SmtpPeer;

  beforeAll(async () => {
    [cluster, s3, dir, smtp] = await Promise.all([startThrowawayPostgres(), startLocalS3(['backups']), tempDir('memories-cross-'), startSmtpPeer()]);
    for (const [name, value] of Object.entries(LOCAL_S3_SDK_ENV)) vi.stubEnv(name, value);
  }, 180_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await smtp?.close();
    await cluster?.remove();
    await s3?.dispose();
    await dir?.remove();
  });

  /** A server on `site` at `origin`: every page as the public and the storage see it, and the old edit links. */
  async function serve(site: ShopSite, origin: string, pages: readonly ShopPage[], tokens: HmacEditTokens) {
    const server = startProductServer(serverEnv(site, origin, smtp));
    try {
      await server.ready();
      const seen = await observeShop(origin, site, pages);
      const online = pages.filter((page) => seen.get(page.id)!.view.status === 200);
      const editLinks = await Promise.all(
        online.map(
          async (page) =>
            (await fetch(`${origin}/api/update/${page.id}`, { headers: { authorization: `Bearer ${tokens.issue(page.id, 1)}` } })).status,
        ),
      );
      return { seen, editLinks };
    } finally {
      await server.kill('SIGTERM');
    }
  }

  it('SQLite → PostgreSQL + S3 → SQLite: the same pages, photos, counts and e-mails', async () => {
    const embedded = sqliteSite(join(dir.path, 'embedded'));
    const pages = await buildShopInEveryState({
      dataDir: embedded.env.DATA_DIR!,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'memories <nao-responda@memories.test>' },
    });
    const delivered = smtp.messages.length;
    const secret = await embedded.appSecret();
    const tokens = new HmacEditTokens(secret);
    const origin = `http://127.0.0.1:${await freePort()}`;
    const original = await serve(embedded, origin, pages, tokens);
    expect(original.editLinks.every((status) => status === 200)).toBe(true);
    const stats = await statsOf(embedded.env);
    expect(stats.emails).toMatchObject({ pending: 0 });

    const folder = join(dir.path, 'backups');
    await cli(['backup', folder, '--json'], embedded.env);
    // Restoring over a shop that has pages is refused unless asked for.
    await cli(['restore', folder], embedded.env, 2);

    const onPostgres = await postgresqlSite({ cluster, s3, bucket: 'moved-photos', dataDir: join(dir.path, 'instance'), appSecret: secret });
    await cli(['restore', folder, '--json'], onPostgres.env);
    const moved = await serve(onPostgres, origin, pages, tokens);
    expectSameShop(moved.seen, original.seen, pages);
    expect(moved.editLinks).toEqual(original.editLinks);
    expect(await statsOf(onPostgres.env)).toEqual(stats);

    await cli(['backup', 's3://backups/moved', '--json'], onPostgres.env);
    await cli(['backup', 'verify', 's3://backups/moved'], onPostgres.env);
    const back = sqliteSite(join(dir.path, 'embedded-again'), secret);
    await cli(['restore', 's3://backups/moved', '--create-database', '--json'], {
      ...back.env,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      ...LOCAL_S3_SDK_ENV,
    });
    const returned = await serve(back, origin, pages, tokens);
    expectSameShop(returned.seen, original.seen, pages);
    expect(returned.editLinks).toEqual(original.editLinks);
    expect(await statsOf(back.env)).toEqual(stats);
    // Nothing was queued, so nothing was sent again.
    expect(smtp.messages).toHaveLength(delivered);
  }, 600_000);
});
