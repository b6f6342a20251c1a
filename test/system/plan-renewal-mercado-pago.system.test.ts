import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerHousekeeping } from '../../src/adapters/composition/scheduling.js';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { eventually } from '../support/eventually.js';
import { startFakeMercadoPago, type FakeMercadoPago } from '../support/fake-mercado-pago/fake-mercado-pago.js';
import { FixedClock } from '../support/fakes/fixed-clock.js';
import { formData } from '../support/http/forms.js';
import { startLiveServer, type LiveServer } from '../support/live-server.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';

const WEBHOOK_SECRET = 'webhook-secret-for-tests-0123456789';
const HOUR_MS = 60 * 60 * 1000;

/**
 * A basic page's year through the real server, Mercado Pago's SDK against the fake API, and a clock the test moves:
 * reminded a month and a week before and on the day (one e-mail each, also across a restart), renewed at the same
 * address through a checkout of its own, upgraded for the difference (a wrong amount first), and another page removed
 * 90 days after its end, with the warning e-mail a week before.
 */
describe('renewal, upgrade and removal against Mercado Pago (fake API)', () => {
  let mp: FakeMercadoPago;
  let dir: { path: string; remove(): Promise<void> };
  let server: LiveServer;
  let photo: Buffer;
  const clock = new FixedClock(new Date('2026-03-10T15:00:00.000Z'));
  const env = () => ({
    MP_ACCESS_TOKEN: mp.accessToken,
    MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    MP_API_URL: mp.url,
    MP_TIMEOUT_MS: '1500',
    QUEUE_POLL_MS: '50',
  });
  const start = () => startLiveServer({ dataDir: join(dir.path, 'data'), env: env(), clock });

  beforeAll(async () => {
    [mp, dir, photo] = await Promise.all([startFakeMercadoPago(), tempDir(), jpegImage(640, 480)]);
    server = await start();
  });
  afterAll(async () => {
    await server?.stop();
    await mp?.close();
    await dir?.remove();
  });

  const api = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);
  const repository = () => server.runtime.container.get(PORTS.MemoryRepository);
  const mails = async (): Promise<ParsedMail[]> => {
    await server.settle();
    const folder = server.runtime.paths.outbox;
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
    return Promise.all(names.map(async (name) => simpleParser(await readFile(join(folder, name)))));
  };
  const subjects = async (start: string) => (await mails()).map((mail) => mail.subject ?? '').filter((subject) => subject.startsWith(start));

  /** The buyer pays `reference` (a page or an order) at `amount` reais; Mercado Pago notifies the server. */
  async function pay(reference: string, amount: number): Promise<number> {
    const payment = mp.createPayment({ externalReference: reference, status: 'approved', amount });
    // Signed at the server's (test) time, as Mercado Pago signs at its own.
    expect(await mp.notify(payment.id, { secret: WEBHOOK_SECRET, ts: Math.floor(clock.now().getTime() / 1000) })).toBe(200);
    await server.settle();
    return payment.id;
  }

  async function buyBasic(yourName: string, lovedName: string) {
    const form = formData(
      memoryFormFields({ plan: 'basic', youtube: undefined, yourName, lovedName, email: `${yourName.toLowerCase()}@example.com` }),
      [photo],
    );
    expect((await api('/api/create-payment', { method: 'POST', body: form })).status).toBe(201);
    const id = mp.preferences.at(-1)!.body['external_reference'] as string;
    await pay(id, 12);
    const memory = (await eventually(async () => ((await repository().findById(id))?.status === 'active' ? repository().findById(id) : undefined)))!;
    return { id, path: `/${memory.slug}/${id}` };
  }

  /** The owner opens the renewal's checkout from the edit link of the page's e-mail; resolves the order's id. */
  async function startRenewal(id: string): Promise<string> {
    const token = /\/update\/\S+\?token=([A-Za-z0-9_-]+)/.exec(
      (await mails()).find((mail) => mail.text?.includes(`/update/${id}?token=`))?.text ?? '',
    )![1]!;
    const started = await api(`/api/plan/${id}/renewal`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return ((await started.json()) as { order_id: string }).order_id;
  }

  async function housekeepingAt(instant: string) {
    clock.set(instant);
    const chores = startServerHousekeeping(server.runtime, HOUR_MS);
    await chores.runNow();
    await chores.stop();
  }

  it('reminds, renews, upgrades and removes, each e-mail once', async () => {
    const ana = await buyBasic('Ana', 'Joao');
    const bia = await buyBasic('Bia', 'Caio');

    await housekeepingAt('2027-02-08T16:00:00.000Z');
    await housekeepingAt('2027-02-08T17:00:00.000Z');
    expect(await subjects('Sua página Ana & Joao fica no ar até 10 de março de 2027')).toHaveLength(1);
    // A restart: the new process sends nothing twice.
    await server.stop();
    server = await start();
    await housekeepingAt('2027-02-08T18:00:00.000Z');
    expect(await subjects('Sua página Ana & Joao fica no ar até')).toHaveLength(1);
    await housekeepingAt('2027-03-03T16:00:00.000Z');
    expect(await subjects('Faltam 7 dias: sua página Ana & Joao')).toHaveLength(1);
    await housekeepingAt('2027-03-10T15:00:00.000Z');
    const ended = (await mails()).filter((mail) => mail.subject === 'Sua página Ana & Joao saiu do ar hoje');
    expect(ended).toHaveLength(1);
    expect((await api(`/api${ana.path}`)).status).toBe(410);

    // The renewal link of the e-mail opens a checkout of its own, named by the order, at the catalogue's price.
    const link = new URL(/https?:\/\/\S+\/renovar\/\S+/.exec(ended[0]!.text ?? '')![0]);
    clock.set('2027-03-20T12:00:00.000Z');
    const started = await api(`/api/plan/${ana.id}/renewal`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ chave: link.searchParams.get('chave') }),
    });
    expect(started.status).toBe(200);
    const { order_id: orderId } = (await started.json()) as { order_id: string };
    expect(mp.preferences.at(-1)!.body).toMatchObject({
      external_reference: orderId,
      items: [expect.objectContaining({ unit_price: 12, currency_id: 'BRL' })],
      back_urls: expect.objectContaining({ success: `${server.url}/renovar/${ana.id}?pedido=${encodeURIComponent(orderId)}` }),
    });
    const first = await pay(orderId, 12);
    await eventually(async () => ((await repository().findById(ana.id))?.status === 'active' ? true : undefined));
    expect((await api(`/api${ana.path}`)).status).toBe(200);
    expect((await repository().findById(ana.id))!.endsAt).toEqual(new Date('2028-03-20T12:00:00.000Z'));
    // Paid twice: extended once, the second payment kept for support.
    const second = await pay(orderId, 12);
    expect((await repository().findById(ana.id))!.endsAt).toEqual(new Date('2028-03-20T12:00:00.000Z'));
    const kept = await server.runtime.container.get(PORTS.PaymentNotificationInbox).list({ statuses: ['failed'] });
    expect(kept.map((task) => task.lastError)).toEqual([expect.stringContaining(`pagamento ${second} aprovado`)]);
    expect(kept[0]!.lastError).toContain(`pelo pagamento ${first}`);
    expect(await subjects('Página Ana & Joao renovada até 20 de março de 2028')).toHaveLength(1);

    // An upgrade notified with the wrong amount activates nothing; the right one unlocks 3 photos and the music.
    const token = /\/update\/\S+\?token=([A-Za-z0-9_-]+)/.exec(
      (await mails()).find((mail) => mail.subject?.includes('no ar 💌') && mail.text?.includes(ana.id))?.text ?? '',
    )![1]!;
    const upgrade = await api(`/api/plan/${ana.id}/upgrade`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    const upgradeOrder = ((await upgrade.json()) as { order_id: string }).order_id;
    expect(mp.preferences.at(-1)!.body).toMatchObject({ items: [expect.objectContaining({ unit_price: 4 })] });
    await pay(upgradeOrder, 3);
    expect((await repository().findById(ana.id))!.planId).toBe('basic');
    await pay(upgradeOrder, 4);
    expect((await repository().findById(ana.id))!.snapshot()).toMatchObject({ plan: 'premium', endsAt: null });
    const edit = formData({ message: 'Para sempre', datingSince: '2020-01-01T10:00', youtube: 'https://youtu.be/dQw4w9WgXcQ', removedPhotos: '[]' }, [
      photo,
      photo,
    ]);
    const edited = await api(`/api/update/${ana.id}`, { method: 'PUT', headers: { Authorization: `Bearer ${token}` }, body: edit });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { photos: string[] }).photos).toHaveLength(3);

    // The other page: warned a week before its data goes, removed after its 90 days, photos included.
    expect(await subjects('Sua página Bia & Caio saiu do ar hoje')).toHaveLength(1);
    await housekeepingAt('2027-06-01T15:00:00.000Z');
    expect(await subjects('Última chance: os dados da página Bia & Caio serão apagados em 8 de junho de 2027')).toHaveLength(1);
    expect(await repository().findById(bia.id)).not.toBeNull();
    await housekeepingAt('2027-06-08T15:00:00.000Z');
    expect(await repository().findById(bia.id)).toBeNull();
    expect((await readdir(server.runtime.paths.uploads)).filter((name) => name === bia.id)).toEqual([]);
    expect((await api(`/api${ana.path}`)).status).toBe(200);
  });

  it('applies a renewal whose notification never came, once the buyer is back on the return page', async () => {
    const page = await buyBasic('Duda', 'Enzo');
    const orderId = await startRenewal(page.id);
    const before = (await repository().findById(page.id))!.endsAt!;
    mp.createPayment({ externalReference: orderId, status: 'approved', amount: 12 });

    const back = (await (await api(`/api/plan/order/${encodeURIComponent(orderId)}`)).json()) as { order: { status: string }; endsAt: string };
    expect(back.order.status).toBe('approved');
    expect(new Date(back.endsAt).getTime()).toBeGreaterThan(before.getTime());
  });

  it('applies a renewal whose notification never came and whose buyer never came back, in the hourly reconcile, once', async () => {
    const page = await buyBasic('Gabi', 'Hugo');
    const orderId = await startRenewal(page.id);
    const before = (await repository().findById(page.id))!.endsAt!;
    // Paid, and Mercado Pago's notification never reaches the server.
    mp.createPayment({ externalReference: orderId, status: 'approved', amount: 12 });
    expect((await repository().findById(page.id))!.endsAt).toEqual(before);

    const now = clock.now().getTime();
    await housekeepingAt(new Date(now + 2 * HOUR_MS).toISOString());
    await housekeepingAt(new Date(now + 3 * HOUR_MS).toISOString());

    const renewed = (await repository().findById(page.id))!;
    expect(renewed.endsAt).toEqual(new Date(Date.UTC(before.getUTCFullYear() + 1, before.getUTCMonth(), before.getUTCDate(), before.getUTCHours())));
    expect(renewed.orders.map((order) => order.orderId)).toEqual([orderId]);
    expect(await subjects('Página Gabi & Hugo renovada até')).toHaveLength(1);
  });
});
