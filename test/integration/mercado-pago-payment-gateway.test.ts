import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookSignatureValidator } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaymentProviderUnavailableError, type ProviderPayment } from '../../src/application/ports/payment-gateway.js';
import { PLANS } from '../../src/domain/plan/plan.js';
import { SPEC_PLAN_PRICES } from '../../src/domain/shop/shop-content.js';
import {
  MercadoPagoPaymentGateway,
  type MercadoPagoPaymentGatewayOptions,
} from '../../src/adapters/payments/mercadopago/mercado-pago-payment-gateway.js';
import { readMercadoPagoNotification, type MercadoPagoNotification } from '../../src/adapters/payments/mercadopago/mercado-pago-webhook.js';
import { describePaymentGatewayContract } from '../contract/payment-gateway.contract.js';
import { startFakeMercadoPago, type FakeMercadoPago } from '../support/fake-mercado-pago/fake-mercado-pago.js';
import { rejectionOf } from '../support/rejection.js';

const PUBLIC_URL = 'https://memories.example';
const TIMEOUT_MS = 1_000;
/** For the calls that never get an answer: the deadline is what they test, and each waits it out whole. */
const SHORT_TIMEOUT_MS = 250;

let fake: FakeMercadoPago;

function gateway(overrides: Partial<MercadoPagoPaymentGatewayOptions> = {}): MercadoPagoPaymentGateway {
  return new MercadoPagoPaymentGateway({
    accessToken: fake.accessToken,
    apiUrl: fake.url,
    publicUrl: `${PUBLIC_URL}/`,
    timeoutMs: TIMEOUT_MS,
    statementDescriptor: 'MEMORIES',
    maxRetries: 0,
    ...overrides,
  });
}

const checkout = (memoryId: string, plan = PLANS.premium) => ({
  memoryId,
  plan,
  amountCents: SPEC_PLAN_PRICES[plan.id],
  payerEmail: 'ana@example.com',
});

const unavailable = (call: Promise<unknown>) => rejectionOf(call, PaymentProviderUnavailableError);

beforeEach(async () => {
  fake = await startFakeMercadoPago();
});

afterEach(async () => {
  await fake.close();
});

describePaymentGatewayContract(
  'MercadoPagoPaymentGateway against a fake Mercado Pago API',
  async () => {
    const api = await startFakeMercadoPago();
    const gateway = new MercadoPagoPaymentGateway({
      accessToken: api.accessToken,
      apiUrl: api.url,
      publicUrl: PUBLIC_URL,
      timeoutMs: TIMEOUT_MS,
      statementDescriptor: 'MEMORIES',
      maxRetries: 0,
    });
    const STATUS = { approved: 'approved', rejected: 'rejected', pending: 'pending' } as const;
    return {
      gateway,
      pay: async ({ memoryId, outcome, amountCents, currency }) =>
        String(api.createPayment({ externalReference: memoryId, status: STATUS[outcome], amount: amountCents / 100, currency }).id),
      breakProvider: () => api.down(503),
      cleanup: () => api.close(),
    };
  },
  { keepsPayments: true, canBeUnreachable: true },
);

describe('MercadoPagoPaymentGateway.createCheckout', () => {
  it('opens a Checkout Pro preference for the plan, in BRL, paid by PIX or card, and returns its init_point', async () => {
    const result = await gateway().createCheckout(checkout('mem_123'));

    expect(fake.preferences).toHaveLength(1);
    const preference = fake.preferences[0]!;
    expect(result).toEqual({ initPoint: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${preference.id}` });
    expect(preference.body).toEqual({
      items: [{ id: 'premium', title: 'Plano Pra Sempre', quantity: 1, unit_price: 16, currency_id: 'BRL' }],
      payer: { email: 'ana@example.com' },
      external_reference: 'mem_123',
      payment_methods: { excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }], installments: 12 },
      notification_url: 'https://memories.example/api/webhooks/mercadopago',
      back_urls: {
        success: 'https://memories.example/pagamento/mem_123',
        pending: 'https://memories.example/pagamento/mem_123',
        failure: 'https://memories.example/pagamento/mem_123',
      },
      auto_return: 'approved',
      statement_descriptor: 'MEMORIES',
    });
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['authorization']).toBe(`Bearer ${fake.accessToken}`);
  });

  it('charges the basic plan its own price and encodes the memory id in the return URL', async () => {
    await gateway().createCheckout(checkout('a b/c', PLANS.basic));

    const body = fake.preferences[0]!.body as { items: { unit_price: number; title: string }[]; back_urls: { success: string } };
    expect(body.items[0]).toMatchObject({ unit_price: 12, title: 'Plano Anual' });
    expect(body.back_urls.success).toBe('https://memories.example/pagamento/a%20b%2Fc');
  });

  it('sends an idempotency key derived from the memory: the same memory again gets the same preference', async () => {
    const first = await gateway().createCheckout(checkout('mem_same'));
    const second = await gateway().createCheckout(checkout('mem_same'));

    expect(second).toEqual(first);
    expect(fake.preferences).toHaveLength(1);
    expect(fake.preferences[0]!.requests).toBe(2);
    expect(fake.requests.map((r) => r.headers['x-idempotency-key'])).toEqual(['memories-preference-mem_same', 'memories-preference-mem_same']);
  });

  it("never lets one memory's idempotency key leak into the next request (sdk-nodejs #481)", async () => {
    const shared = gateway();
    const a = await shared.createCheckout(checkout('mem_a'));
    const b = await shared.createCheckout(checkout('mem_b'));

    expect(b).not.toEqual(a);
    expect(fake.preferences.map((p) => [p.body['external_reference'], p.idempotencyKey])).toEqual([
      ['mem_a', 'memories-preference-mem_a'],
      ['mem_b', 'memories-preference-mem_b'],
    ]);
    await shared.findPayment('1');
    expect(fake.requests.at(-1)!.headers['x-idempotency-key']).toBeUndefined();
  });

  it('retries a 5xx with the same idempotency key when retries are allowed, without a second preference', async () => {
    fake.failNext(1, 502);
    const result = await gateway({ maxRetries: 1 }).createCheckout(checkout('mem_retry'));

    expect(result.initPoint).toContain(fake.preferences[0]!.id);
    expect(fake.requests.map((r) => r.headers['x-idempotency-key'])).toEqual(['memories-preference-mem_retry', 'memories-preference-mem_retry']);
    expect(fake.preferences).toHaveLength(1);
  });

  it.each([
    ['answers 500', () => fake.down(500), /HTTP 500/],
    ['resets the connection', () => fake.down('reset'), /no HTTP answer/],
  ])('fails with PaymentProviderUnavailableError when Mercado Pago %s', async (_, breakIt, reason) => {
    breakIt();

    const error = await unavailable(gateway().createCheckout(checkout('mem_down')));

    expect(error.message).toMatch(reason);
    expect(error.message).toContain('mem_down');
    expect(error.message).not.toContain(fake.accessToken);
  });

  // The gateway gives up on its own deadline (a few times TIMEOUT_MS); without one, these calls would wait forever and
  // the test would fail on its own, far longer, time limit.
  it('fails with PaymentProviderUnavailableError when Mercado Pago never answers, and hangs up on it', async () => {
    fake.down('hang');

    const error = await unavailable(gateway({ timeoutMs: SHORT_TIMEOUT_MS }).createCheckout(checkout('mem_down')));

    // The SDK's per-request timeout aborts the call; on a starved machine the gateway's overall deadline may come first.
    expect(error.message).toMatch(/no HTTP answer connection_error \(This operation was aborted\)|no complete answer within \d+ ms/);
    expect(error.message).toContain('mem_down');
    expect(error.message).not.toContain(fake.accessToken);
    await vi.waitFor(
      () => expect(fake.abandoned).toEqual([expect.objectContaining({ method: 'POST', path: expect.stringMatching(/^\/checkout\/preferences/) })]),
      {
        timeout: 10_000,
      },
    );
  }, 30_000);

  it('fails with PaymentProviderUnavailableError when Mercado Pago never finishes its answer, on its own deadline', async () => {
    fake.down('stall-body');

    const error = await unavailable(gateway({ timeoutMs: SHORT_TIMEOUT_MS }).createCheckout(checkout('mem_down')));

    expect(error.message).toContain(`no complete answer within ${2 * SHORT_TIMEOUT_MS} ms`);
    expect(error.message).toContain('mem_down');
    expect(error.message).not.toContain(fake.accessToken);
  }, 30_000);

  it('fails with PaymentProviderUnavailableError when the token is refused, without the token in the error', async () => {
    const wrongToken = 'APP_USR-9999999999999999-000000-ffffffffffffffffffffffffffffffff-999999999';
    const error = await unavailable(gateway({ accessToken: wrongToken }).createCheckout(checkout('mem_401')));

    expect(error.message).toMatch(/HTTP 401 unauthorized/);
    expect(JSON.stringify({ message: error.message, stack: error.stack, cause: String(error.cause) })).not.toContain(wrongToken);
  });

  it('redacts a token that Mercado Pago echoes back in its error message', async () => {
    const malformed = 'not-a-token-0123456789';
    const error = await unavailable(gateway({ accessToken: malformed }).createCheckout(checkout('mem_400')));

    expect(error.message).toContain('Malformed access_token: [redacted]');
    expect(`${error.message} ${error.stack} ${String(error.cause)}`).not.toContain(malformed);
  });

  it('fails with PaymentProviderUnavailableError when the created preference has no init_point', async () => {
    fake.failNext(1, 201, { id: '1-abc' });

    await unavailable(gateway().createCheckout(checkout('mem_no_init_point')));
  });
});

describe('MercadoPagoPaymentGateway.findPayment', () => {
  it.each([
    ['approved', 'approved'],
    ['pending', 'pending'],
    ['in_process', 'pending'],
    ['authorized', 'pending'],
    ['in_mediation', 'pending'],
    ['rejected', 'rejected'],
    ['cancelled', 'rejected'],
    ['refunded', 'reversed'],
    ['charged_back', 'reversed'],
    ['some_new_status', 'pending'],
  ] as const)('maps Mercado Pago status %s to %s', async (status, outcome) => {
    const created = fake.createPayment({ externalReference: 'mem_1', status, amount: 16 });

    const payment = await gateway().findPayment(String(created.id));

    expect(payment).toEqual<ProviderPayment>({
      id: String(created.id),
      memoryId: 'mem_1',
      outcome,
      providerStatus: status,
      amountCents: 1600,
      currency: 'BRL',
      method: 'pix',
      updatedAt: created.dateLastUpdated,
    });
  });

  it.each([
    ['pix', 'bank_transfer', 'pix'],
    ['visa', 'credit_card', 'card'],
    ['maestro', 'debit_card', 'card'],
    ['elo', 'prepaid_card', 'card'],
    ['bolbradesco', 'ticket', 'other'],
  ] as const)('reads how it was paid: %s (%s) as %s, for the receipt', async (paymentMethodId, paymentTypeId, method) => {
    const created = fake.createPayment({ externalReference: 'mem_1', status: 'approved', amount: 16, paymentMethodId, paymentTypeId });

    expect(await gateway().findPayment(String(created.id))).toMatchObject({ method });
  });

  it('reads amounts to the cent, the currency, a missing external reference, and the last update after a change', async () => {
    const created = fake.createPayment({ externalReference: null, status: 'pending', amount: 19.9, currency: 'USD' });
    fake.setPaymentStatus(created.id, 'approved');

    const payment = await gateway().findPayment(String(created.id));

    expect(payment).toMatchObject({ memoryId: null, amountCents: 1990, currency: 'USD', outcome: 'approved' });
    expect(payment!.updatedAt!.getTime()).toBeGreaterThan(created.dateCreated.getTime());
  });

  it('returns null for a payment Mercado Pago does not know', async () => {
    expect(await gateway().findPayment('404404404')).toBeNull();
  });

  it("treats a 404 that is not Mercado Pago's (a wrong MP_API_URL) as an outage, not as an unknown payment", async () => {
    await unavailable(gateway({ apiUrl: `${fake.url}/wrong-prefix` }).findPayment('1'));
  });

  it('fails with PaymentProviderUnavailableError when Mercado Pago is down', async () => {
    fake.down(503);
    const error = await unavailable(gateway().findPayment('1'));
    expect(error.message).not.toContain(fake.accessToken);
  });
});

describe('MercadoPagoPaymentGateway.paymentsFor', () => {
  it('searches by external reference, pages through every result, and returns them oldest first', async () => {
    await fake.close();
    fake = await startFakeMercadoPago({ maxSearchLimit: 2 });
    const base = Date.parse('2026-11-20T12:00:00.000Z');
    const order = [3, 0, 4, 1, 2];
    const created = order.map((minute) =>
      fake.createPayment({ externalReference: 'mem_paged', status: 'rejected', amount: 16, dateCreated: new Date(base + minute * 60_000) }),
    );
    fake.createPayment({ externalReference: 'mem_other', status: 'approved', amount: 16 });

    const payments = await gateway().paymentsFor('mem_paged');

    const oldestFirst = [...created].sort((a, b) => a.dateCreated.getTime() - b.dateCreated.getTime()).map((p) => String(p.id));
    expect(payments.map((p) => p.id)).toEqual(oldestFirst);
    expect(payments.every((p) => p.memoryId === 'mem_paged')).toBe(true);
    const searches = fake.requests.filter((r) => r.path === '/v1/payments/search');
    expect(searches.length).toBeGreaterThanOrEqual(3);
    expect(searches[0]!.query).toMatchObject({ external_reference: 'mem_paged', sort: 'date_created', criteria: 'asc', offset: '0' });
    expect(searches.map((s) => s.query['offset'])).toEqual(['0', '2', '4']);
  });

  it('returns an empty list for a memory without payments', async () => {
    expect(await gateway().paymentsFor('mem_none')).toEqual([]);
  });

  it('fails with PaymentProviderUnavailableError when a later page fails', async () => {
    await fake.close();
    fake = await startFakeMercadoPago({ maxSearchLimit: 1 });
    fake.createPayment({ externalReference: 'mem_x', status: 'approved', amount: 16 });
    fake.createPayment({ externalReference: 'mem_x', status: 'approved', amount: 16 });
    fake.failNext(1, 500, undefined, { after: 1 });

    await unavailable(gateway().paymentsFor('mem_x'));
    expect(fake.requests.map((r) => r.query['offset'])).toEqual(['0', '1']);
  });
});

describe('MercadoPagoPaymentGateway API origin', () => {
  it("sends each gateway's requests to its own API origin, even with calls in flight together, and leaves the SDK default alone", async () => {
    const other = await startFakeMercadoPago();
    try {
      const first = fake.createPayment({ externalReference: 'mem_first', status: 'approved', amount: 16 });
      const second = other.createPayment({ externalReference: 'mem_second', status: 'rejected', amount: 12 });
      const toFirst = gateway();
      const toSecond = new MercadoPagoPaymentGateway({
        accessToken: other.accessToken,
        apiUrl: other.url,
        publicUrl: PUBLIC_URL,
        timeoutMs: TIMEOUT_MS,
        statementDescriptor: 'MEMORIES',
        maxRetries: 0,
      });

      const [a, b, c, d] = await Promise.all([
        toFirst.findPayment(String(first.id)),
        toSecond.findPayment(String(second.id)),
        toFirst.createCheckout(checkout('mem_first')),
        toSecond.createCheckout(checkout('mem_second')),
      ]);

      expect(a?.memoryId).toBe('mem_first');
      expect(b?.memoryId).toBe('mem_second');
      expect(c.initPoint).toContain(fake.preferences[0]!.id);
      expect(d.initPoint).toContain(other.preferences[0]!.id);
      expect(fake.requests).toHaveLength(2);
      expect(other.requests).toHaveLength(2);
      expect(AppConfig.BASE_URL).toBe('https://api.mercadopago.com');
    } finally {
      await other.close();
    }
  });
});

describe("the fake's notifications", () => {
  const SECRET = 'webhook-secret-for-tests';
  let app: Server;
  let appUrl: string;
  let received: MercadoPagoNotification[];

  beforeEach(async () => {
    received = [];
    app = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const notification = readMercadoPagoNotification(
          { query: Object.fromEntries(url.searchParams), headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) },
          { secret: SECRET, now: new Date() },
        );
        received.push(notification);
        res.writeHead(notification.kind === 'invalid-signature' ? 401 : 200).end();
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/api/webhooks/mercadopago`;
  });

  afterEach(async () => {
    await new Promise((resolve) => app.close(resolve));
  });

  it("are accepted by the verifier, at the notification_url of the memory's preference", async () => {
    await gateway({ publicUrl: appUrl.replace('/api/webhooks/mercadopago', '') }).createCheckout(checkout('mem_notified'));
    const payment = fake.createPayment({ externalReference: 'mem_notified', status: 'approved', amount: 16 });

    expect(await fake.notify(payment.id, { secret: SECRET })).toBe(200);
    expect(received).toEqual([{ kind: 'payment', paymentId: String(payment.id) }]);
  });

  it("are accepted by the SDK's own WebhookSignatureValidator too", async () => {
    let headers: Record<string, string | string[] | undefined> = {};
    let dataId: string | null = null;
    const capture = createServer((req, res) => {
      headers = req.headers;
      dataId = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.get('data.id');
      req.resume().on('end', () => res.writeHead(200).end());
    });
    await new Promise<void>((resolve) => capture.listen(0, '127.0.0.1', resolve));
    try {
      const payment = fake.createPayment({ externalReference: 'mem_sdk', status: 'approved', amount: 16 });
      await fake.notify(payment.id, { secret: SECRET, webhookUrl: `http://127.0.0.1:${(capture.address() as AddressInfo).port}/hook` });

      expect(() =>
        WebhookSignatureValidator.validate({
          xSignature: headers['x-signature'] as string,
          xRequestId: headers['x-request-id'] as string,
          dataId: dataId!,
          secret: SECRET,
          toleranceSeconds: 300,
        }),
      ).not.toThrow();
    } finally {
      await new Promise((resolve) => capture.close(resolve));
    }
  });

  it.each(['signature', 'data-id', 'request-id'] as const)('are refused when the %s is tampered with', async (tamper) => {
    const payment = fake.createPayment({ externalReference: 'mem_t', status: 'approved', amount: 16 });

    expect(await fake.notify(payment.id, { secret: SECRET, webhookUrl: appUrl, tamper })).toBe(401);
    expect(received).toEqual([{ kind: 'invalid-signature', reason: 'signature-mismatch' }]);
  });

  it('are refused when signed with another secret or too long ago', async () => {
    const payment = fake.createPayment({ externalReference: 'mem_t', status: 'approved', amount: 16 });

    expect(await fake.notify(payment.id, { secret: 'another-secret', webhookUrl: appUrl })).toBe(401);
    expect(await fake.notify(payment.id, { secret: SECRET, webhookUrl: appUrl, ts: Math.floor(Date.now() / 1000) - 3600 })).toBe(401);
    expect(received.map((n) => n.kind === 'invalid-signature' && n.reason)).toEqual(['signature-mismatch', 'stale-timestamp']);
  });
});
