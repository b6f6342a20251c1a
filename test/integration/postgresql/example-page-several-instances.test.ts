import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { GetSupportStats } from '../../../src/application/support/get-support-stats.js';
import { openPostgresqlDatabase } from '../../../src/adapters/persistence/mikro-orm/open-postgresql-database.js';
import type { Database } from '../../../src/adapters/persistence/mikro-orm/open-database.js';
import { EXAMPLE_PAGE, EXAMPLE_PAGE_PATH } from '../../../src/domain/memory/example-page.js';
import { startTestServer, type TestServer } from '../../support/http/test-server.js';
import { describeOnPostgres } from '../../support/postgres/postgres-suite.js';
import { LOCAL_S3_SDK_ENV, startLocalS3, type LocalS3 } from '../../support/s3/local-s3.js';

const BUCKET = 'memories-photos';

describeOnPostgres('the example page on two instances sharing PostgreSQL and an S3 bucket', (cluster) => {
  let s3: LocalS3;
  let database: Database;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    for (const [name, value] of Object.entries(LOCAL_S3_SDK_ENV)) vi.stubEnv(name, value);
    s3 = await startLocalS3([BUCKET]);
    const url = await cluster().createDatabase();
    const env = { DATABASE_URL: url, APP_SECRET: 'e'.repeat(40), ...s3.env(BUCKET, 'site/photos') };
    for (let i = 0; i < 2; i++) servers.push(await startTestServer({ env }));
    database = await openPostgresqlDatabase({ url, poolSize: 2 });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    for (const server of servers) await server.close();
    await s3?.dispose();
    vi.unstubAllEnvs();
  });

  const count = async (table: string) =>
    Number((await database.orm.em.fork().getConnection().execute<{ n: string }[]>(`select count(*) as n from "${table}"`))[0]!.n);

  it('is the same page with the same photo bytes on both, and leaves no row, object or e-mail behind', async () => {
    const [first, second] = [servers[0]!, servers[1]!];
    const pages = await Promise.all(servers.map(async (server) => (await server.http.get(`/api${EXAMPLE_PAGE_PATH}`).expect(200)).body));
    expect(pages[1]).toEqual(pages[0]);
    const photo = `/api${(pages[0].photos as string[])[0]}`;
    const fromFirst = await first.http.get(photo).buffer(true).expect(200);
    const fromSecond = await second.http.get(photo).buffer(true).expect(200);
    expect(Buffer.compare(fromFirst.body as Buffer, fromSecond.body as Buffer)).toBe(0);
    await second.http
      .get(photo)
      .set('If-None-Match', fromFirst.headers.etag as string)
      .expect(304);

    for (const server of servers) await server.http.post(`/api${EXAMPLE_PAGE_PATH}/opened`).expect(204);
    for (const table of ['memories', 'page_openings', 'rate_limit_hits', 'email_outbox', 'page_replies'])
      expect({ table, rows: await count(table) }).toEqual({ table, rows: 0 });
    expect((await s3.keys(BUCKET)).filter((key) => key.includes(EXAMPLE_PAGE.id))).toEqual([]);
    expect((await first.runtime.useCase(GetSupportStats).execute()).openings?.openings).toBe(0);
  });
});
