import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAKE_COLLECTOR_ID,
  errorBody,
  internalError,
  invalidToken,
  malformedToken,
  mercadoPagoDate,
  paymentJson,
  paymentNotFound,
  resourceNotFound,
  type FakePaymentRecord,
} from './mercado-pago-shapes.js';

/** How the fake misbehaves: an HTTP status with an MP error body, a reset connection, no answer, or half an answer. */
export type FakeFailure = number | 'reset' | 'hang' | 'stall-body';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: unknown;
}

export interface RecordedPreference {
  readonly id: string;
  /** The preference exactly as the client sent it. */
  readonly body: Record<string, unknown>;
  readonly idempotencyKey: string | undefined;
  /** How many requests asked for it (more than one only with a repeated idempotency key). */
  requests: number;
}

export interface FakePaymentInput {
  readonly externalReference: string | null;
  readonly status: string;
  /** In reais, as Mercado Pago's `transaction_amount` (16.9). */
  readonly amount: number;
  readonly currency?: string;
  readonly id?: number;
  readonly dateCreated?: Date;
  /** How it was paid, as Mercado Pago says it: default PIX (`pix`, `bank_transfer`); a card is e.g. `visa`, `credit_card`. */
  readonly paymentMethodId?: string;
  readonly paymentTypeId?: string;
}

export interface NotifyOptions {
  readonly secret: string;
  /** Default: the notification_url of the preference opened for the payment's external reference. */
  readonly webhookUrl?: string;
  readonly requestId?: string;
  /** Signed timestamp, in seconds (as in Mercado Pago's example header). Default: now. */
  readonly ts?: number | string;
  /** Sends something other than what was signed. */
  readonly tamper?: 'signature' | 'data-id' | 'request-id';
}

export interface FakeMercadoPagoOptions {
  readonly accessToken?: string;
  readonly now?: () => Date;
  /** The most results one search page returns, whatever `limit` asks for. Default 1000. */
  readonly maxSearchLimit?: number;
}

export interface FakeMercadoPago {
  /** The origin to give the SDK (`http://127.0.0.1:<port>`). */
  readonly url: string;
  readonly accessToken: string;
  readonly preferences: readonly RecordedPreference[];
  readonly requests: readonly RecordedRequest[];
  /** Requests whose client hung up before the answer was complete (a client-side timeout aborting the call). */
  readonly abandoned: readonly RecordedRequest[];
  createPayment(input: FakePaymentInput): FakePaymentRecord;
  setPaymentStatus(id: number | string, status: string): void;
  /** The next `count` requests (any endpoint), after `after` normal answers, fail this way. */
  failNext(count: number, failure?: FakeFailure, body?: unknown, options?: { readonly after?: number }): void;
  /** Every request fails this way until `up()`. */
  down(failure?: FakeFailure): void;
  up(): void;
  /** POSTs a payment notification exactly as Mercado Pago does; resolves to the response status. */
  notify(paymentId: number | string, options: NotifyOptions): Promise<number>;
  close(): Promise<void>;
}

export const FAKE_ACCESS_TOKEN = 'TEST-1234567890123456-112200-0123456789abcdef0123456789abcdef-1234567890';

const TOKEN_SHAPE = /^(APP_USR|TEST)-[\w-]+$/;

/** A small Mercado Pago API on 127.0.0.1 for the real SDK: preferences, payment by id, payment search, webhooks. */
export async function startFakeMercadoPago(options: FakeMercadoPagoOptions = {}): Promise<FakeMercadoPago> {
  const accessToken = options.accessToken ?? FAKE_ACCESS_TOKEN;
  const now = options.now ?? (() => new Date());
  const maxSearchLimit = options.maxSearchLimit ?? 1000;
  const preferences: RecordedPreference[] = [];
  const preferenceByKey = new Map<string, { preference: RecordedPreference; response: Record<string, unknown> }>();
  const requests: RecordedRequest[] = [];
  const abandoned: RecordedRequest[] = [];
  const resetByUs = new WeakSet<ServerResponse>();
  const payments = new Map<number, FakePaymentRecord>();
  const notified = new Set<number>();
  const queued: ({ failure: FakeFailure; body: unknown } | null)[] = [];
  let outage: FakeFailure | null = null;
  let closing = false;
  let nextPaymentId = 1_310_000_001;
  let lastCreated = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };

  const misbehave = (res: ServerResponse, failure: FakeFailure, body: unknown) => {
    if (failure === 'reset') {
      resetByUs.add(res);
      res.socket?.destroy();
    } else if (failure === 'stall-body') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': 4096 });
      res.write('{"id":');
    } else if (failure !== 'hang') send(res, failure, body ?? internalError(failure));
  };

  const createPreference = (req: IncomingMessage, res: ServerResponse, body: unknown) => {
    const key = header(req, 'x-idempotency-key');
    const earlier = key === undefined ? undefined : preferenceByKey.get(key);
    if (earlier) {
      earlier.preference.requests += 1;
      return send(res, 201, earlier.response);
    }
    if (typeof body !== 'object' || body === null || !Array.isArray((body as { items?: unknown }).items)) {
      return send(res, 400, errorBody(400, 'bad_request', 'items needed', [{ code: '001', description: 'items needed', data: null }]));
    }
    const id = `${FAKE_COLLECTOR_ID}-${randomUUID()}`;
    const preference: RecordedPreference = { id, body: body as Record<string, unknown>, idempotencyKey: key, requests: 1 };
    const response = {
      ...preference.body,
      id,
      collector_id: FAKE_COLLECTOR_ID,
      client_id: '6295877106812064',
      date_created: mercadoPagoDate(now()),
      operation_type: 'regular_payment',
      init_point: `https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `https://sandbox.mercadopago.com.br/checkout/v1/redirect?pref_id=${id}`,
    };
    preferences.push(preference);
    if (key !== undefined) preferenceByKey.set(key, { preference, response });
    send(res, 201, response);
  };

  const searchPayments = (res: ServerResponse, query: Record<string, string>) => {
    const sort = (query['sort'] ?? 'date_created') as 'date_created' | 'date_last_updated';
    if (sort !== 'date_created' && sort !== 'date_last_updated') {
      return send(res, 400, errorBody(400, 'bad_request', `Invalid sort ${sort}`));
    }
    const direction = query['criteria'] === 'desc' ? -1 : 1;
    const offset = Number(query['offset'] ?? 0);
    const limit = Math.min(Number(query['limit'] ?? 30), maxSearchLimit);
    const field = sort === 'date_created' ? 'dateCreated' : 'dateLastUpdated';
    const matching = [...payments.values()]
      .filter((payment) => query['external_reference'] === undefined || payment.externalReference === query['external_reference'])
      .sort((a, b) => direction * (a[field].getTime() - b[field].getTime()));
    send(res, 200, {
      paging: { total: matching.length, limit, offset },
      results: matching.slice(offset, offset + limit).map(paymentJson),
    });
  };

  const route = (req: IncomingMessage, res: ServerResponse, path: string, query: Record<string, string>, body: unknown) => {
    const failure = queued.length > 0 ? queued.shift() : outage === null ? null : { failure: outage, body: undefined };
    if (failure) return misbehave(res, failure.failure, failure.body);

    const authorization = header(req, 'authorization');
    const token = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
    if (token !== undefined && !TOKEN_SHAPE.test(token)) return send(res, 400, malformedToken(token));
    if (token !== accessToken) return send(res, 401, invalidToken());

    if (req.method === 'POST' && /^\/checkout\/preferences\/?$/.test(path)) return createPreference(req, res, body);
    if (req.method === 'GET' && path === '/v1/payments/search') return searchPayments(res, query);
    const byId = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && byId) {
      const payment = payments.get(Number(decodeURIComponent(byId[1]!)));
      return payment ? send(res, 200, paymentJson(payment)) : send(res, 404, paymentNotFound());
    }
    send(res, 404, resourceNotFound());
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      const query = Object.fromEntries(url.searchParams);
      const recorded: RecordedRequest = { method: req.method ?? 'GET', path: url.pathname, query, headers: { ...req.headers }, body };
      requests.push(recorded);
      res.once('close', () => {
        if (!res.writableFinished && !resetByUs.has(res) && !closing) abandoned.push(recorded);
      });
      route(req, res, url.pathname, query, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const paymentWith = (id: number | string) => {
    const payment = payments.get(Number(id));
    if (!payment) throw new Error(`fake Mercado Pago has no payment ${id}`);
    return payment;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    accessToken,
    preferences,
    requests,
    abandoned,

    createPayment(input) {
      const id = input.id ?? nextPaymentId++;
      const created = input.dateCreated ?? new Date(Math.max(now().getTime(), lastCreated + 1));
      lastCreated = Math.max(lastCreated, created.getTime());
      const payment: FakePaymentRecord = {
        id,
        externalReference: input.externalReference,
        status: input.status,
        amount: input.amount,
        currency: input.currency ?? 'BRL',
        dateCreated: created,
        dateLastUpdated: created,
        dateApproved: input.status === 'approved' ? created : null,
        paymentMethodId: input.paymentMethodId ?? 'pix',
        paymentTypeId: input.paymentTypeId ?? 'bank_transfer',
      };
      payments.set(id, payment);
      return payment;
    },

    setPaymentStatus(id, status) {
      const payment = paymentWith(id);
      const at = new Date(Math.max(now().getTime(), payment.dateLastUpdated.getTime() + 1));
      payment.status = status;
      payment.dateLastUpdated = at;
      if (status === 'approved') payment.dateApproved = at;
    },

    failNext(count, failure = 500, body, failOptions = {}) {
      for (let i = 0; i < (failOptions.after ?? 0); i += 1) queued.push(null);
      for (let i = 0; i < count; i += 1) queued.push({ failure, body });
    },

    down(failure = 503) {
      outage = failure;
    },

    up() {
      outage = null;
      queued.length = 0;
    },

    async notify(paymentId, notifyOptions) {
      const payment = paymentWith(paymentId);
      const webhookUrl =
        notifyOptions.webhookUrl ??
        (preferences.find((p) => p.body['external_reference'] === payment.externalReference)?.body['notification_url'] as string | undefined);
      if (!webhookUrl) throw new Error(`no notification_url known for payment ${paymentId}; pass webhookUrl`);
      const dataId = String(payment.id);
      const requestId = notifyOptions.requestId ?? randomUUID();
      const ts = String(notifyOptions.ts ?? Math.floor(now().getTime() / 1000));
      // Written from Mercado Pago's docs, apart from the verifier under test, so that one cannot mirror the other's mistake.
      const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
      let v1 = createHmac('sha256', notifyOptions.secret).update(manifest).digest('hex');
      if (notifyOptions.tamper === 'signature') v1 = `${v1[0] === '0' ? '1' : '0'}${v1.slice(1)}`;
      const sentId = notifyOptions.tamper === 'data-id' ? String(payment.id + 1) : dataId;
      const sentRequestId = notifyOptions.tamper === 'request-id' ? randomUUID() : requestId;

      const url = new URL(webhookUrl);
      url.searchParams.set('data.id', sentId);
      url.searchParams.set('type', 'payment');
      const action = notified.has(payment.id) ? 'payment.updated' : 'payment.created';
      notified.add(payment.id);
      const response = await fetch(url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
        headers: { 'content-type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': sentRequestId },
        body: JSON.stringify({
          action,
          api_version: 'v1',
          data: { id: sentId },
          date_created: mercadoPagoDate(now()),
          id: Math.floor(Math.random() * 1e11),
          live_mode: false,
          type: 'payment',
          user_id: FAKE_COLLECTOR_ID,
        }),
      });
      await response.arrayBuffer();
      return response.status;
    },

    async close() {
      closing = true;
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
