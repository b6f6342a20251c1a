import { expect } from 'vitest';
import { HmacEditTokens } from '../../../src/adapters/security/hmac-edit-tokens.js';
import { PLANS } from '../../../src/domain/plan/plan.js';
import { runCli, type CliRun } from '../cli/run-cli.js';
import { MAIN, startServer, type ServerProcess } from '../crash/server-processes.js';
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

/** memories-cli on a site; fails the test with its output unless it exits as expected. */
export async function cli(args: readonly string[], env: Record<string, string>, expectedCode = 0): Promise<CliRun> {
  const run = await runCli(args, { env: { MAIL_FROM, ...env }, timeoutMs: 180_000 });
  expect({ args, code: run.code, stderr: run.stderr }).toEqual({ args, code: expectedCode, stderr: expectedCode === 0 ? '' : expect.any(String) });
  return run;
}

export async function statsOf(env: Record<string, string>): Promise<SupportStatsJson> {
  return JSON.parse((await cli(['stats', '--json'], env)).stdout) as SupportStatsJson;
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
  const premiumCents = PLANS.premium.priceCents;
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
  const sourceServer = startServer(MAIN, serverEnv(source, origin, smtp));
  let restoredServer: ServerProcess | null = null;
  try {
    await sourceServer.ready();
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
    expect({ code: backup.code, stderr: backup.stderr }).toEqual({ code: 0, stderr: '' });
    const changesDuring = load.events.filter((event) => event.startedAt <= backupEndedAt).length;
    expect(changesDuring).toBeGreaterThan(changesBefore);
    const report = JSON.parse(backup.stdout) as { snapshot: string; photos: { total: number; copied: number; reused: number } };

    // The disaster: the server dies, the shop's data is gone.
    await sourceServer.kill('SIGKILL');
    await source.destroy();
    const loadPages = [...load.pages.values()];

    await cli(['restore', options.destination, '--json'], { ...target.env, ...options.destinationEnv });
    const restoredIds = new Set(
      (JSON.parse((await cli(['list', '--json', '--limit', '10000'], target.env)).stdout) as { id: string }[]).map((page) => page.id),
    );
    const restoredStats = await statsOf(target.env);
    mark('restored');

    smtp.acceptEverything();
    restoredServer = startServer(MAIN, serverEnv(target, origin, smtp));
    await restoredServer.ready();
    mark('restored server ready');

    // Every page of the quiet shop exactly as the public and the storage had it.
    expectSameShop(await observeShop(origin, target, fixture), before, fixture);

    // The load's pages as they all were at one instant while the backup ran: none half in.
    const restoredLoad = new Map<string, RestoredLoadPage>();
    for (const page of loadPages)
      restoredLoad.set(page.id, { exists: restoredIds.has(page.id), observation: await observePage(origin, target.store, page) });
    const { cuts, closest } = consistentCuts(load.events, restoredLoad);
    expect(closest.differences).toEqual([]);
    expect(cuts[0]).toBeGreaterThanOrEqual(changesBefore);
    expect(cuts[0]).toBeLessThanOrEqual(changesDuring);
    const cut = cuts[0]!;
    mark('pages compared');
    const states = new Map<string, 'pending' | 'active'>();
    for (const event of load.events.slice(0, cut)) states.set(event.pageId, event.kind === 'create' ? 'pending' : 'active');

    const { orphanedPhotos: _restoredOrphans, ...restoredCounts } = restoredStats;
    const { orphanedPhotos: _quietOrphans, ...expectedCounts } = statsAtCut(quietStats, load.pages, states);
    expect(restoredCounts).toEqual(expectedCounts);

    // The e-mails queued at the cut are sent once; none delivered before is sent again.
    const queued = restoredStats.emails.pending!;
    await smtp.waitForMessages(deliveredBefore + queued, 120_000);
    mark('e-mails delivered');
    await eventually(async () => ((await statsOf(target.env)).emails.pending === 0 ? true : undefined), 60_000, 'the restored outbox empty');
    expect(smtp.messages).toHaveLength(deliveredBefore + queued);
    expect([...deliveriesOf(smtp)].filter(([, count]) => count > 1)).toEqual([]);
    const sentAfter = smtp.messages.slice(deliveredBefore).flatMap((message) => message.envelope.to);
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
    // The edit links e-mailed before the loss still open their pages.
    const editLinks = fixture.filter((p) => p.role !== 'pending' && p.role !== 'rejected');
    const answers = await Promise.all(
      editLinks.map((page) => fetch(`${origin}/api/update/${page.id}`, { headers: { authorization: `Bearer ${editToken(page.id)}` } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(editLinks.map(() => 200));
  } finally {
    await sourceServer.kill('SIGKILL');
    await restoredServer?.kill('SIGKILL');
  }
}
