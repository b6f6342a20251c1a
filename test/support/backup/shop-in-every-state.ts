import { startServerHousekeeping } from '../../../src/adapters/composition/scheduling.js';
import { PORTS } from '../../../src/adapters/composition/ports.js';
import { startFakeMercadoPago } from '../fake-mercado-pago/fake-mercado-pago.js';
import { eventually } from '../eventually.js';
import { FixedClock } from '../fakes/fixed-clock.js';
import { formData } from '../http/forms.js';
import { startLiveServer, type LiveServer } from '../live-server.js';
import { memoryFormFields } from '../mothers/memory.mother.js';
import { jpegImage } from '../test-images.js';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const WEBHOOK_SECRET = 'webhook-secret-of-the-backup-drill-0123';
const PRICES = { basic: 12, premium: 16, renewal: 12, upgrade: 4 } as const;

/** The states the drill's shop holds one page of each (or more). */
export type PageRole =
  'pending' | 'rejected' | 'active' | 'activeBasic' | 'opened' | 'ended' | 'suspended' | 'renewed' | 'upgraded' | 'upgradeRefunded';

export interface ShopPage {
  readonly role: PageRole;
  readonly id: string;
  readonly slug: string;
  readonly email: string;
}

let photoSeed = 0;

/** A photo no other page of the run has: a page restored with another page's photo would not compare equal. */
export async function distinctPhoto(): Promise<Buffer> {
  photoSeed += 1;
  return jpegImage(600 + 2 * (photoSeed % 100), 450 + Math.floor(photoSeed / 100));
}

/**
 * Fills a new shop (its DATA_DIR, or the DATABASE_URL and STORAGE_URL of `env`) with pages in every state, through the
 * product's HTTP API on a server with a clock the builder moves back and forth over the past year and more: Mercado
 * Pago's SDK against the fake API (payments, refunds), renewals and upgrades through their checkouts, an owner's
 * edit, openings, the hourly chores at today's date. Every e-mail these queue goes to `env.SMTP_URL`, and the builder
 * returns once all of them are delivered: the shop is quiet, nothing due.
 */
export async function buildShopInEveryState(options: { dataDir: string; env: Record<string, string> }): Promise<ShopPage[]> {
  const mp = await startFakeMercadoPago();
  const now = Date.now();
  const clock = new FixedClock(new Date(now - 400 * DAY));
  const server = await startLiveServer({
    dataDir: options.dataDir,
    clock,
    env: {
      ...options.env,
      MP_ACCESS_TOKEN: mp.accessToken,
      MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
      MP_API_URL: mp.url,
      MP_TIMEOUT_MS: '2000',
      QUEUE_POLL_MS: '50',
    },
  });
  const pages: ShopPage[] = [];
  try {
    const shop = new ShopBuilder(server, mp, clock);
    const at = (daysAgo: number) => clock.set(new Date(now - daysAgo * DAY).toISOString());
    at(400);
    pages.push(await shop.buy('ended', 'basic', 'Eva', 'Fabio'));
    const renewed = await shop.buy('renewed', 'basic', 'Gil', 'Helena');
    pages.push(renewed);
    at(200);
    const upgraded = await shop.buy('upgraded', 'basic', 'Ivo', 'Julia');
    pages.push(upgraded);
    await shop.payOrder(upgraded.id, 'upgrade');
    at(100);
    await shop.payOrder(renewed.id, 'renewal');
    const refundedUpgrade = await shop.buy('upgradeRefunded', 'basic', 'Lara', 'Miguel');
    pages.push(refundedUpgrade);
    const upgradePayment = await shop.payOrder(refundedUpgrade.id, 'upgrade');
    // Three photos while lifetime; the refund hides two of them, still stored.
    await shop.edit(refundedUpgrade.id, 'Três fotos enquanto durou', 2);
    await shop.refund(upgradePayment);
    at(50);
    const suspended = await shop.buy('suspended', 'premium', 'Nina', 'Otto');
    pages.push(suspended);
    await shop.refund(shop.paymentOf(suspended.id));
    pages.push(await shop.buy('active', 'premium', 'Paula', 'Quim', 3));
    pages.push(await shop.buy('activeBasic', 'basic', 'Rita', 'Saulo'));
    at(1);
    const opened = await shop.buy('opened', 'premium', 'Tina', 'Ulisses');
    pages.push(opened);
    await shop.open(opened);
    pages.push(await shop.order('rejected', 'Vera', 'Wagner', 'rejected'));
    clock.set(new Date(Date.now() - HOUR).toISOString());
    pages.push(await shop.order('pending', 'Xavier', 'Yara', null));
    // Today: the basic page bought 400 days ago ends, and its buyer is told.
    clock.set(new Date().toISOString());
    const chores = startServerHousekeeping(server.runtime, HOUR);
    await chores.runNow();
    await chores.stop();
    await shop.allEmailsDelivered();
    return pages;
  } finally {
    await server.stop();
    await mp.close();
  }
}

class ShopBuilder {
  private readonly payments = new Map<string, number>();

  constructor(
    private readonly server: LiveServer,
    private readonly mp: Awaited<ReturnType<typeof startFakeMercadoPago>>,
    private readonly clock: FixedClock,
  ) {}

  private get container() {
    return this.server.runtime.container;
  }

  /** An order through POST /api/create-payment; with an outcome, Mercado Pago's payment of it is notified. */
  async order(
    role: PageRole,
    yourName: string,
    lovedName: string,
    outcome: 'approved' | 'rejected' | null,
    plan = 'premium',
    photos = 1,
  ): Promise<ShopPage> {
    const email = `${yourName.toLowerCase()}@example.com`;
    const youtube = plan === 'premium' ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : undefined;
    const form = formData(
      memoryFormFields({ plan, youtube, yourName, lovedName, email }),
      await Promise.all(Array.from({ length: photos }, distinctPhoto)),
    );
    const created = await fetch(`${this.server.url}/api/create-payment`, { method: 'POST', body: form });
    if (created.status !== 201) throw new Error(`create-payment answered ${created.status}: ${await created.text()}`);
    const { memory_id: id } = (await created.json()) as { memory_id: string };
    if (outcome !== null) {
      const amount = PRICES[plan as 'basic' | 'premium'];
      const payment = this.mp.createPayment({ externalReference: id, status: outcome, amount });
      this.payments.set(id, payment.id);
      await this.notify(payment.id);
    }
    const memory = await eventually(async () => {
      const found = await this.container.get(PORTS.MemoryRepository).findById(id);
      const expected = outcome === 'approved' ? 'active' : outcome === 'rejected' ? 'payment_failed' : 'pending_payment';
      return found?.status === expected ? found : undefined;
    });
    return { role, id, slug: memory.slug, email };
  }

  buy(role: PageRole, plan: 'basic' | 'premium', yourName: string, lovedName: string, photos = 1): Promise<ShopPage> {
    return this.order(role, yourName, lovedName, 'approved', plan, photos);
  }

  paymentOf(id: string): number {
    return this.payments.get(id)!;
  }

  /** The owner opens the order's checkout from the edit page and pays it; resolves the payment's id. */
  async payOrder(id: string, kind: 'renewal' | 'upgrade'): Promise<number> {
    const started = await fetch(`${this.server.url}/api/plan/${id}/${kind}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await this.editToken(id)}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (started.status !== 200) throw new Error(`${kind} answered ${started.status}: ${await started.text()}`);
    const { order_id: orderId } = (await started.json()) as { order_id: string };
    const payment = this.mp.createPayment({ externalReference: orderId, status: 'approved', amount: PRICES[kind] });
    const before = (await this.container.get(PORTS.MemoryRepository).findById(id))!.version;
    await this.notify(payment.id);
    await eventually(async () => ((await this.container.get(PORTS.MemoryRepository).findById(id))!.version > before ? true : undefined));
    return payment.id;
  }

  /** Mercado Pago refunds the payment and says so. */
  async refund(paymentId: number): Promise<void> {
    this.mp.setPaymentStatus(paymentId, 'refunded');
    await this.notify(paymentId);
  }

  async edit(id: string, message: string, newPhotos: number): Promise<void> {
    const form = formData(
      { message, datingSince: '2020-01-01T10:00', youtube: 'https://youtu.be/dQw4w9WgXcQ', removedPhotos: '[]' },
      await Promise.all(Array.from({ length: newPhotos }, distinctPhoto)),
    );
    const response = await fetch(`${this.server.url}/api/update/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${await this.editToken(id)}` },
      body: form,
    });
    if (response.status !== 200) throw new Error(`edit answered ${response.status}: ${await response.text()}`);
  }

  /** A visitor taps "Clique": the buyer's "A surpresa foi aberta!" e-mail is queued. */
  async open(page: ShopPage): Promise<void> {
    const response = await fetch(`${this.server.url}/api/${page.slug}/${page.id}/opened`, { method: 'POST' });
    if (response.status !== 204) throw new Error(`opened answered ${response.status}`);
  }

  async allEmailsDelivered(): Promise<void> {
    const outbox = this.container.get(PORTS.EmailOutbox);
    await eventually(
      async () => {
        await this.server.settle();
        const waiting = await outbox.list({ statuses: ['pending', 'failed'] });
        return waiting.length === 0 ? true : undefined;
      },
      30_000,
      'every e-mail of the new shop delivered',
    );
  }

  private async editToken(id: string): Promise<string> {
    const memory = (await this.container.get(PORTS.MemoryRepository).findById(id))!;
    return this.container.get(PORTS.EditTokens).issue(id, memory.editTokenVersion);
  }

  /** Signed at the server's (moved) time, as Mercado Pago signs at its own; checked by the server's queue worker. */
  private async notify(paymentId: number): Promise<void> {
    const status = await this.mp.notify(paymentId, { secret: WEBHOOK_SECRET, ts: Math.floor(this.clock.now().getTime() / 1000) });
    if (status !== 200) throw new Error(`notification answered ${status}`);
    await this.server.settle();
  }
}
