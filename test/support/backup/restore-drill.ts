import { expect } from 'vitest';
import { HmacEditTokens } from '../../../src/adapters/security/hmac-edit-tokens.js';
import { SPEC_PLAN_PRICES } from '../../../src/domain/shop/shop-content.js';
import { runCli, type CliRun } from '../cli/run-cli.js';
import { startProductServer, type ProductServer } from './product-server.js';
import { eventually } from '../eventually.js';
import { freePort } from '../free-port.js';
import type { SmtpPeer } from '../smtp-peer.js';
import { startOrdersAndEdits, type LoadPage } from './orders-and-edits.js';
import { buildShopInEveryState, type ShopPage } from './shop-in-every-state.js';
import { observePage, plain, type PageObservation } from './shop-observation.js';
import type { ShopSite } from './shop-sites.js';
import { consistentCuts, type RestoredLoadPage } from './snapshot-cut.js';

export const MAIL_FROM = 'memories <nao-responda@memories.test>';

/** Settings of every server of the drill: the mail server given, queued e-mails retried soon and never given up. */
export function serverEnv(site: ShopSite, origin: string, smtp: SmtpPeer): Record<string, string> {
  return {
    ...site.env,
    PORT: new URL(origin).port,
    PUBLIC_URL: origin,
    SMTP_URL: smtp.url,
    MAIL_FROM,
    QUEUE_POLL_MS: '100',
    QUEUE_RETRY_BASE_MS: '200',
    QUEUE_MAX_ATTEMPTS: '10000',
    // The ready line, with the port, is written at info.
    LOG_LEVEL: 'info',
  };
}

/** What a process wrote on stderr, without the AWS SDK's notice that its 2027 releases need Node 22 (see stack notes). */
export function meaningfulStderr(stderr: string): string {
  return stderr.replace(/\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*?--trace-warnings[^\n]*\n/g, '');
}

/** Waits for the server's ready line, generously: a loaded CI machine compiles the TypeScript slowly. */
async function started(server: ProductServer): Promise<void> {
  await server.ready();
}

/** memories-cli on a site; fails the test with its output unless it exits as expected. */
export async function cli(args: readonly string[], env: Record<string, string>, expectedCode = 0): Promise<CliRun> {
  const run = await runCli(args, { env: { MAIL_FROM, ...env }, timeoutMs: 180_000 });
  expect({ args, code: run.code, stderr: meaningfulStderr(run.stderr) }).toEqual({
    args,
    code: expectedCode,
    stderr: expectedCode === 0 ? '' : expect.any(String),
  });
  return run;
}

/**
 * The shop's figures from `memories-cli stats --json`, without where its photos are kept and its data folder's free
 * space (a site's, not the shop's).
 */
export async function statsOf(env: Record<string, string>): Promise<SupportStatsJson> {
  const stats = JSON.parse((await cli(['stats', '--json'], env)).stdout) as SupportStatsJson & {
    photoStorage?: { place?: string };
    dataFolder?: unknown;
  };
  delete stats.photoStorage?.place;
  delete stats.dataFolder;
  return stats;
}

export interface SupportStatsJson {
  pages: Record<string, Record<string, number>>;
  revenue: Record<string, { paid: number; cents: number }> & { totalCents: number; currency: string };
  emails: Record<string, number>;
  orphanedPhotos?: unknown;
  [key: string]: unknown;
}

/** Every page of the shop as the public and the storage see it now. */
export async function observeShop(
  origin: string,
  site: ShopSite,
  pages: readonly { id: string; slug: string }[],
): Promise<Map<string, PageObservation>> {
  const seen = new Map<string, PageObservation>();
  for (const page of pages) seen.set(page.id, await observePage(origin, site.store, page));
  return seen;
}

export function expectSameShop(restored: Map<string, PageObservation>, before: Map<string, PageObservation>, pages: readonly ShopPage[]): void {
  const label = (seen: Map<string, PageObservation>) => pages.map((page) => ({ role: page.role, ...plain(seen.get(page.id)!) }));
  expect(label(restored)).toEqual(label(before));
}

/** Deliveries per Message-ID and recipient: each must be 1. */
export function deliveriesOf(smtp: SmtpPeer): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of smtp.messages) {
    for (const to of message.envelope.to) {
      const key = `${message.parsed.messageId ?? '?'} → ${to}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** The stats of the shop as it was at the cut: the quiet shop's, plus the load's pages as they were then. */
function statsAtCut(
  quiet: SupportStatsJson,
  loadPages: ReadonlyMap<string, LoadPage>,
  states: Map<string, 'absent' | 'pending' | 'active'>,
): SupportStatsJson {
  const expected = structuredClone(quiet);
  const premiumCents = SPEC_PLAN_PRICES.premium;
  for (const id of loadPages.keys()) {
    const state = states.get(id) ?? 'absent';
    if (state === 'pending') expected.pages.pending_payment!.premium! += 1;
    if (state === 'active') {
      expected.pages.active!.premium! += 1;
      expected.revenue.premium!.paid += 1;
      expected.revenue.premium!.cents += premiumCents;
      expected.revenue.totalCents += premiumCents;
      // Its e-mail, refused by the mail server until the shop was lost.
      expected.emails.pending! += 1;
    }
  }
  return expected;
}

export interface DrillOptions {
  readonly source: ShopSite;
  readonly target: ShopSite;
  /** A folder or s3://bucket/prefix, and what memories-cli needs to reach it besides the site's settings. */
  readonly destination: string;
  readonly destinationEnv?: Record<string, string>;
  readonly smtp: SmtpPeer;
}

/**
 * The restore drill: a shop with pages in every state, its e-mails delivered; then the mail server refuses, and more
 * e-mails are queued (a resend, an opening); a backup taken while orders and edits keep arriving; the shop lost
 * (server killed, data destroyed); restored into a new site, and a server started on it.
 */
export async function runRestoreDrill(options: DrillOptions): Promise<void> {
  const t0 = Date.now();
  const mark = (what: string) => process.env.DRILL_DEBUG && process.stderr.write(`drill ${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}\n`);
  const { source, target, smtp } = options;
  const fixture = await buildShopInEveryState({ dataDir: source.env.DATA_DIR!, env: { ...source.env, SMTP_URL: smtp.url, MAIL_FROM } });
  const deliveredBefore = smtp.messages.length;
  mark('fixture built');
  expect(deliveredBefore).toBeGreaterThanOrEqual(fixture.length);

  const origin = `http://127.0.0.1:${await freePort()}`;
  const sourceServer = startProductServer(serverEnv(source, origin, smtp));
  let restoredServer: ProductServer | null = null;
  try {
    await started(sourceServer);
    // From here the mail server answers "try later": what is queued stays queued, honestly attempted.
    smtp.answerData({ code: 451, message: '4.3.0 Tente mais tarde' });
    const active = fixture.find((page) => page.role === 'active')!;
    expect(
      (
        await fetch(`${origin}/api/resend-qrcode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: active.email }),
        })
      ).status,
    ).toBe(202);
    expect((await fetch(`${origin}/api/${active.slug}/${active.id}/opened`, { method: 'POST' })).status).toBe(204);
    const quietStats = await statsOf(source.env);
    expect(quietStats.emails).toMatchObject({ pending: 2 });
    const before = await observeShop(origin, source, fixture);
    mark('quiet shop observed');

    const tokens = new HmacEditTokens(await source.appSecret());
    const editToken = (id: string) => tokens.issue(id, 1);
    const load = startOrdersAndEdits({ origin, store: source.store, editToken });
    await load.reached(3);
    const changesBefore = load.events.length;
    const backup = await runCli(['backup', options.destination, '--json'], { env: { ...source.env, ...options.destinationEnv }, timeoutMs: 180_000 });
    const backupEndedAt = Date.now();
    mark('backup done');
    await load.stop();
    mark('load stopped');
    expect({ code: backup.code, stderr: meaningfulStderr(backup.stderr) }).toEqual({ code: 0, stderr: '' });
    const changesDuring = load.events.filter((event) => event.startedAt <= backupEndedAt).length;
    expect(changesDuring).toBeGreaterThan(changesBefore);
    const report = JSON.parse(backup.stdout) as { snapshot: string; photos: { total: number; copied: number; reused: number } };

    // The disaster: the server dies, the shop's data is gone.
    await sourceServer.kill('SIGKILL');
    await source.destroy();
    const loadPages = [...load.pages.values()];

    await cli(['restore', options.destination, '--create-database', '--json'], { ...target.env, ...options.destinationEnv });
    mark('restored');
    smtp.acceptEverything();
    restoredServer = startProductServer(serverEnv(target, origin, smtp));
    await started(restoredServer);
    mark('restored server ready');

    // Every page of the quiet shop exactly as the public and the storage had it.
    expectSameShop(await observeShop(origin, target, fixture), before, fixture);

    // The load's pages as they all were at one instant while the backup ran: none half in.
    const restoredLoad = new Map<string, RestoredLoadPage>();
    for (const page of loadPages) {
      // The return page's status call knows every order, paid or not: 404 only for a page the shop does not have.
      const exists = (await fetch(`${origin}/api/payment-status/${page.id}`)).status !== 404;
      restoredLoad.set(page.id, { exists, observation: await observePage(origin, target.store, page) });
    }
    const { cuts, closest } = consistentCuts(load.events, restoredLoad);
    expect(closest.differences, `one change later: ${closest.differencesOneLater.join('; ') || 'the same'}`).toEqual([]);
    expect(cuts[0]).toBeGreaterThanOrEqual(changesBefore);
    expect(cuts[0]).toBeLessThanOrEqual(changesDuring);
    mark('pages compared');
    const states = new Map<string, 'pending' | 'active'>();
    for (const event of load.events.slice(0, cuts[0])) states.set(event.pageId, event.kind === 'create' ? 'pending' : 'active');
    const { orphanedPhotos: _quietOrphans, ...atCut } = statsAtCut(quietStats, load.pages, states);

    // The e-mails queued at the cut are sent once; none delivered before is sent again.
    const queued = atCut.emails.pending!;
    await smtp.waitForMessages(deliveredBefore + queued, 120_000);
    mark('e-mails delivered');
    const { orphanedPhotos: _restoredOrphans, ...restoredCounts } = await eventually(
      async () => {
        const stats = await statsOf(target.env);
        return stats.emails.pending === 0 ? stats : undefined;
      },
      60_000,
      'the restored outbox empty',
    );
    // The same counts as the shop had at the cut, its queued e-mails now sent.
    expect(restoredCounts).toEqual({ ...atCut, emails: { ...atCut.emails, pending: 0, done: atCut.emails.done! + queued } });
    expect(smtp.messages).toHaveLength(deliveredBefore + queued);
    expect([...deliveriesOf(smtp)].filter(([, count]) => count > 1)).toEqual([]);
    const sentAfter = smtp.messages.slice(deliveredBefore).flatMap((message) => message.envelope.to);
    // The resend and the opening's e-mail, queued while the mail server refused.
    expect(sentAfter.filter((to) => to === active.email)).toHaveLength(2);
    expect(sentAfter.filter((to) => to.startsWith('carga-')).sort()).toEqual(
      [...states]
        .filter(([, state]) => state === 'active')
        .map(([id]) => load.pages.get(id)!.email)
        .sort(),
    );
    // A first backup into an empty destination sends the photos' bytes (one blob per content: equal files share one).
    expect(report.photos.copied).toBeGreaterThan(0);
    expect(report.photos.copied + report.photos.reused).toBe(report.photos.total);
    // The edit links e-mailed before the loss still open the pages that are online.
    const online = fixture.filter((page) => before.get(page.id)!.view.status === 200);
    const answers = await Promise.all(
      online.map((page) => fetch(`${origin}/api/update/${page.id}`, { headers: { authorization: `Bearer ${editToken(page.id)}` } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(online.map(() => 200));
  } finally {
    await sourceServer.kill('SIGKILL');
    await restoredServer?.kill('SIGKILL');
  }
}
