import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReconcilePendingPayments } from '../../src/application/payments/reconcile-pending-payments.js';
import { decodeQrPng } from '../support/decode-qr-png.js';
import { startFakeMercadoPago, type FakeMercadoPago } from '../support/fake-mercado-pago/fake-mercado-pago.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';
import { tempDir } from '../support/temp-dir.js';
import { formData } from '../support/http/forms.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { eventually } from '../support/eventually.js';
import { countRows, queryRows, startLiveServer, type LiveServer } from '../support/live-server.js';

/**
 * Issue 4 end to end: the real server (SQLite, workers) with the real mercadopago SDK pointed at a fake Mercado Pago
 * API, and nodemailer talking to a real SMTP peer. Every effect is observed from outside: HTTP answers, the SMTP
 * peer's mailbox, rows counted through a second connection.
 */
const WEBHOOK_SECRET = 'webhook-secret-for-tests-0123456789';

let photo: Buffer;

beforeAll(async () => {
  photo = await jpegImage(640, 480);
});

// Each test has its own Mercado Pago, SMTP server, data folder and server: none sees another's payments or e-mails, so
// the tests pass in any order.
let mp: FakeMercadoPago;
let smtp: SmtpPeer;
let dir: { path: string; remove(): Promise<void> };
let server: LiveServer | null;

const env = () => ({
  MP_ACCESS_TOKEN: mp.accessToken,
  MP_WEBHOOK_SECRET: WEBHOOK_SECRET,
  MP_API_URL: mp.url,
  MP_TIMEOUT_MS: '1500',
  SMTP_URL: smtp.url,
  MAIL_FROM: 'memories <nao-responda@memories.test>',
  QUEUE_POLL_MS: '50',
  QUEUE_RETRY_BASE_MS: '100',
  LOG_LEVEL: 'silent',
});

const start = async () => {
  server = await startLiveServer({ dataDir: join(dir.path, 'data'), env: env() });
  return server;
};
const live = () => server!;

beforeEach(async () => {
  [mp, smtp, dir] = await Promise.all([startFakeMercadoPago(), startSmtpPeer(), tempDir()]);
  await start();
});

afterEach(async () => {
  await server?.stop();
  server = null;
  await Promise.all([mp.close(), smtp.close()]);
  await dir.remove();
});

/** Messages the peer received for one address, since the test began. */
const mailTo = (address: string) => smtp.messages.filter((message) => message.envelope.to.includes(address));

async function createPage(plan: 'basic' | 'premium', email: string) {
  const form = formData(memoryFormFields({ plan, youtube: undefined, email }), [photo]);
  const response = await fetch(`${live().url}/api/create-payment`, { method: 'POST', body: form });
  return { response, body: (await response.json()) as { init_point?: string; error?: string } };
}

async function buy(plan: 'basic' | 'premium', email: string) {
  const { response, body } = await createPage(plan, email);
  expect(response.status).toBe(201);
  const preference = mp.preferences.at(-1)!;
  expect(body.init_point).toContain(preference.id);
  return { memoryId: preference.body['external_reference'] as string, preference };
}

/** What the buyer's return page asks; it may itself ask Mercado Pago about an unpaid page (at most every 10 s). */
const paymentStatus = async (memoryId: string) =>
  (await (await fetch(`${live().url}/api/payment-status/${memoryId}`)).json()) as { status: string; path?: string };

/** The stored status, read by a second connection: observing it changes nothing. */
const statusOf = async (memoryId: string) =>
  (await queryRows<{ status: string }>(live().runtime.paths.database, 'select status from memories where id = ?', [memoryId]))[0]?.status;

const waitForStatus = (memoryId: string, status: string) =>
  eventually(async () => ((await statusOf(memoryId)) === status ? true : undefined), 10_000, `status ${status}`);

const notify = (paymentId: number | string, options: Parameters<FakeMercadoPago['notify']>[1] = { secret: WEBHOOK_SECRET }) =>
  mp.notify(paymentId, options);

/** Waits for a whole round of both queue workers, for assertions that something did NOT happen. */
const settle = () => live().settle();

describe('Mercado Pago Checkout Pro and SMTP, through the real server', () => {
  it('create → the buyer pays → a signed notification → the page is public → one e-mail whose QR code opens it', async () => {
    const email = 'ana.1@example.com';
    const { memoryId, preference } = await buy('premium', email);

    expect(preference.body).toMatchObject({
      items: [expect.objectContaining({ title: 'Plano Pra Sempre', unit_price: 16, currency_id: 'BRL', quantity: 1 })],
      external_reference: memoryId,
      notification_url: `${live().url}/api/webhooks/mercadopago`,
      auto_return: 'approved',
      back_urls: expect.objectContaining({ success: `${live().url}/pagamento/${memoryId}` }),
      payment_methods: expect.objectContaining({ excluded_payment_types: expect.arrayContaining([{ id: 'ticket' }, { id: 'atm' }]) }),
    });
    expect(preference.idempotencyKey).toContain(memoryId);
    expect(await statusOf(memoryId)).toBe('pending_payment');

    const payment = mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 16 });
    expect(await notify(payment.id)).toBe(200);
    await waitForStatus(memoryId, 'active');

    const [message] = await smtp.waitForMessages(1);
    expect(mailTo(email)).toHaveLength(1);
    const { path } = await paymentStatus(memoryId);
    const publicUrl = `${live().url}${path}`;
    const qr = message!.parsed.attachments.find((a) => a.contentType === 'image/png')!;
    expect(decodeQrPng(qr.content)).toBe(publicUrl);
    expect(message!.parsed.html).toContain('cid:');
    expect(message!.parsed.text).toContain(`${live().url}/update/${memoryId}?token=`);
    expect((await fetch(`${live().url}/api${path}`)).status).toBe(200);
    // The demo checkout does not exist beside a real provider: it would publish pages without payment.
    expect((await fetch(`${live().url}/checkout/demo/${memoryId}/approve`, { method: 'POST', redirect: 'manual' })).status).toBe(404);
  });

  it('the same notification three times and out of order: one activation, one e-mail', async () => {
    const email = 'ana.2@example.com';
    const { memoryId } = await buy('basic', email);
    const refused = mp.createPayment({ externalReference: memoryId, status: 'rejected', amount: 12 });
    const paid = mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 12 });

    const answers = await Promise.all([notify(paid.id), notify(paid.id), notify(paid.id)]);
    expect(answers).toEqual([200, 200, 200]);
    await waitForStatus(memoryId, 'active');
    // The older attempt's refusal arrives last, and again the approval: nothing changes.
    expect(await notify(refused.id)).toBe(200);
    expect(await notify(paid.id)).toBe(200);
    await settle();

    expect(await statusOf(memoryId)).toBe('active');
    await smtp.waitForMessages(1);
    await settle();
    expect(mailTo(email)).toHaveLength(1);
    expect(await countRows(live().runtime.paths.database, 'email_outbox')).toBe(1);
  });

  it.each([
    ['a tampered signature', { tamper: 'signature' as const }],
    ['a tampered payment id', { tamper: 'data-id' as const }],
    ['a tampered request id', { tamper: 'request-id' as const }],
    ['the wrong secret', { secret: 'not-the-secret-0123456789' }],
    ['a timestamp an hour old', { ts: Math.floor(Date.now() / 1000) - 3600 }],
  ])('refuses %s with 401 and changes nothing', async (_case, change) => {
    const { memoryId } = await buy('premium', 'ana.3@example.com');
    const payment = mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 16 });
    expect(await notify(payment.id, { secret: WEBHOOK_SECRET, ...change })).toBe(401);
    await settle();
    expect(await statusOf(memoryId)).toBe('pending_payment');
    expect(await countRows(live().runtime.paths.database, 'payment_notifications')).toBe(0);
  });

  it('refuses an unsigned notification with 401 and a Portuguese error', async () => {
    const response = await fetch(`${live().url}/api/webhooks/mercadopago?data.id=123&type=payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'payment', data: { id: '123' } }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Assinatura da notificação inválida.', code: 'webhook.invalid-signature' });
  });

  it.each([
    ['a wrong amount', { amount: 12 }],
    ['a wrong currency', { currency: 'USD' }],
  ])('activates nothing for a payment with %s, and keeps it visible as failed', async (_case, change) => {
    const email = 'ana.4@example.com';
    const { memoryId } = await buy('premium', email);
    const payment = mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 16, ...change });
    expect(await notify(payment.id)).toBe(200);
    await eventually(
      async () => ((await countRows(live().runtime.paths.database, 'payment_notifications', "status = 'failed'")) === 1 ? true : undefined),
      10_000,
      'the notification to be given up',
    );
    expect(await statusOf(memoryId)).toBe('pending_payment');
    expect(mailTo(email)).toEqual([]);
  });

  it('activates nothing for a payment of an unknown reference', async () => {
    const { memoryId } = await buy('premium', 'ana.5@example.com');
    const payment = mp.createPayment({ externalReference: 'not-a-memory-of-ours', status: 'approved', amount: 16 });
    expect(await notify(payment.id, { secret: WEBHOOK_SECRET, webhookUrl: `${live().url}/api/webhooks/mercadopago` })).toBe(200);
    await eventually(
      async () => ((await countRows(live().runtime.paths.database, 'payment_notifications', "status = 'failed'")) === 1 ? true : undefined),
      10_000,
      'the notification to be given up',
    );
    expect(await statusOf(memoryId)).toBe('pending_payment');
    expect(await countRows(live().runtime.paths.database, 'memories', "status = 'active'")).toBe(0);
  });

  it('Mercado Pago down at creation: 502 with the spec error, and no row and no photo left', async () => {
    mp.down(503);
    const { response, body } = await createPage('premium', 'ana.6@example.com');
    expect(response.status).toBe(502);
    expect(body).toEqual({ error: 'Erro ao processar. Tente novamente.', code: 'payment.provider-unavailable' });
    expect(await countRows(live().runtime.paths.database, 'memories')).toBe(0);
    const uploads = await readdir(live().runtime.paths.uploads, { recursive: true }).catch(() => []);
    expect(uploads.filter((name) => String(name).endsWith('.webp'))).toEqual([]);
  });

  it('SMTP down: the e-mail waits, survives a restart of the server, and is delivered once SMTP is back', async () => {
    const email = 'ana.7@example.com';
    const { memoryId } = await buy('premium', email);
    await smtp.close();
    const payment = mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 16 });
    expect(await notify(payment.id)).toBe(200);
    await waitForStatus(memoryId, 'active');
    await eventually(
      async () =>
        (await countRows(live().runtime.paths.database, 'email_outbox', 'attempts >= 1 and last_error is not null')) === 1 ? true : undefined,
      10_000,
      'a failed delivery attempt',
    );

    await live().stop();
    server = null;
    // SMTP is back (at a new address, which the restarted server is configured with).
    smtp = await startSmtpPeer();
    await start();

    await eventually(async () => (mailTo(email).length === 1 ? true : undefined), 15_000, 'the e-mail after the restart');
    await settle();
    expect(mailTo(email)).toHaveLength(1);
    expect(await countRows(live().runtime.paths.database, 'email_outbox', "status = 'done'")).toBe(1);
  });

  it('reconciliation activates a page whose notification never arrived', async () => {
    const email = 'ana.8@example.com';
    const { memoryId } = await buy('basic', email);
    mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 12 });
    await settle();
    expect(await statusOf(memoryId)).toBe('pending_payment');

    const report = await live().runtime.container.get(ReconcilePendingPayments).execute();
    expect(report.error).toBeNull();
    expect(report.checked).toContainEqual(expect.objectContaining({ memoryId, statusBefore: 'pending_payment', statusAfter: 'active', payments: 1 }));
    expect(await statusOf(memoryId)).toBe('active');
    await eventually(async () => (mailTo(email).length === 1 ? true : undefined), 10_000, 'the activation e-mail');
  });

  it('the return page learns an approval whose notification is lost by asking Mercado Pago, never from its own query string', async () => {
    const email = 'ana.10@example.com';
    const { memoryId } = await buy('premium', email);
    // Mercado Pago appends its own view of the payment to the return address; the server never reads it.
    const returnPage = await fetch(`${live().url}/pagamento/${memoryId}?collection_status=approved&status=approved&payment_id=1`);
    expect(returnPage.status).toBe(200);
    expect(await paymentStatus(memoryId)).toEqual({ status: 'pending' });
    expect(await statusOf(memoryId)).toBe('pending_payment');

    mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 16 });
    // Asked again within 10 s: the answer comes from the database without another call to Mercado Pago.
    const searches = () => mp.requests.filter((r) => r.path.startsWith('/v1/payments/search')).length;
    const before = searches();
    expect(await paymentStatus(memoryId)).toEqual({ status: 'pending' });
    expect(searches()).toBe(before);

    // The server asks again once its 10 s pause is over: a generous limit, as a busy machine may be slow to get there.
    await eventually(async () => ((await paymentStatus(memoryId)).status === 'approved' ? true : undefined), 30_000, 'the return page to learn');
    expect(await statusOf(memoryId)).toBe('active');
    await eventually(async () => (mailTo(email).length === 1 ? true : undefined), 10_000, 'the activation e-mail');
  });

  it('"Tentar novamente" after a refused card reopens the same preference: no second one, and the next payment publishes', async () => {
    const { memoryId, preference } = await buy('premium', 'ana.11@example.com');
    const refused = mp.createPayment({ externalReference: memoryId, status: 'rejected', amount: 16 });
    await notify(refused.id);
    await waitForStatus(memoryId, 'payment_failed');

    const preferencesBefore = mp.preferences.length;
    const reopened = await fetch(`${live().url}/api/checkout/${memoryId}`, { method: 'POST' });
    expect(reopened.status).toBe(200);
    expect(((await reopened.json()) as { init_point: string }).init_point).toContain(preference.id);
    expect(mp.preferences).toHaveLength(preferencesBefore);

    const paid = mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 16 });
    await notify(paid.id);
    await waitForStatus(memoryId, 'active');
  });

  it('refunded: the public page answers 410 and a late approval does not bring it back', async () => {
    const { memoryId } = await buy('premium', 'ana.9@example.com');
    const payment = mp.createPayment({ externalReference: memoryId, status: 'approved', amount: 16 });
    await notify(payment.id);
    await waitForStatus(memoryId, 'active');
    const { path } = await paymentStatus(memoryId);
    expect((await fetch(`${live().url}/api${path}`)).status).toBe(200);

    mp.setPaymentStatus(payment.id, 'refunded');
    expect(await notify(payment.id)).toBe(200);
    await eventually(async () => ((await fetch(`${live().url}/api${path}`)).status === 410 ? true : undefined), 10_000, 'the page to go');

    mp.setPaymentStatus(payment.id, 'approved');
    await notify(payment.id);
    await settle();
    expect((await fetch(`${live().url}/api${path}`)).status).toBe(410);
  });
});
