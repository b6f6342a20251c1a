import { MercadoPagoConfig, MercadoPagoError, Payment, Preference } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import {
  PaymentProviderUnavailableError,
  type Checkout,
  type CheckoutRequest,
  type OrderCheckoutRequest,
  type PaymentGateway,
  type ProviderPayment,
} from '../../../application/ports/payment-gateway.js';
import type { PaymentMethod } from '../../../domain/memory/payment-method.js';
import type { PaymentOutcome } from '../../../domain/memory/payment-outcome.js';
import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import { ORDER_TITLE } from '../../../texts/renewal.pt-br.js';
import { orderReturnUrl } from '../../../application/shared/renewal-links.js';

export interface MercadoPagoPaymentGatewayOptions {
  /** A secret: it goes in the Authorization header and nowhere else (not in logs, not in error messages). */
  readonly accessToken: string;
  /** Mercado Pago's API origin; a local fake in tests. Default https://api.mercadopago.com. */
  readonly apiUrl?: string;
  /** This app's public origin: the buyer comes back to it and Mercado Pago notifies it. */
  readonly publicUrl: string;
  /** Per HTTP attempt. */
  readonly timeoutMs: number;
  /** The text on the buyer's card statement. */
  readonly statementDescriptor: string;
  /** Extra attempts after a network error, a timeout, 429 or 5xx. Default 1. */
  readonly maxRetries?: number;
}

export const DEFAULT_MERCADO_PAGO_API_URL = 'https://api.mercadopago.com';

const MAX_INSTALLMENTS = 12;
const RETRY_INITIAL_DELAY_MS = 500;
const RETRY_MAX_DELAY_MS = 2000;
const SEARCH_PAGE_SIZE = 100;

type PaymentResponse = Awaited<ReturnType<Payment['get']>>;
type PaymentSearchResult = NonNullable<Awaited<ReturnType<Payment['search']>>['results']>[number];

const OUTCOME_BY_STATUS: ReadonlyMap<string, PaymentOutcome> = new Map([
  ['approved', 'approved'],
  ['rejected', 'rejected'],
  ['cancelled', 'rejected'],
  ['refunded', 'reversed'],
  ['charged_back', 'reversed'],
]);

const CARD_TYPES: ReadonlySet<string> = new Set(['credit_card', 'debit_card', 'prepaid_card']);

/** PIX (`payment_method_id` "pix", of type "bank_transfer"), a card, or another way; null when the payment does not say. */
function methodOf(payment: PaymentResponse | PaymentSearchResult): PaymentMethod | null {
  if (payment.payment_method_id === 'pix') return 'pix';
  if (payment.payment_type_id && CARD_TYPES.has(payment.payment_type_id)) return 'card';
  return payment.payment_method_id || payment.payment_type_id ? 'other' : null;
}

/**
 * Checkout Pro through the official SDK (mercadopago@3.6.1, pinned exactly in package.json).
 *
 * Two things the SDK does that this class works around:
 * - sdk-nodejs #481: a call's `requestOptions` are merged into the shared `MercadoPagoConfig`, so an idempotency key
 *   leaks into every later call. Every request here builds its own `MercadoPagoConfig` (a plain object).
 * - The SDK has no base-URL option: every request goes to the static `AppConfig.BASE_URL`. Wrapping
 *   `globalThis.fetch` instead would change every fetch of the process, so `withApiUrl` sets the static for the
 *   duration of one synchronous call: 3.6.1 builds the request URL (`BASE_URL + path`) before its first `await`, and
 *   its retries reuse that URL. Two gateways with different URLs in one process therefore each reach their own
 *   server, even with calls in flight at the same time (a test checks this, so an SDK upgrade that reads the URL
 *   later fails loudly instead of sending requests to the wrong host).
 */
export class MercadoPagoPaymentGateway implements PaymentGateway {
  private readonly accessToken: string;
  private readonly apiUrl: string;
  private readonly publicUrl: string;
  private readonly timeoutMs: number;
  private readonly statementDescriptor: string;
  private readonly maxRetries: number;

  constructor(options: MercadoPagoPaymentGatewayOptions) {
    if (typeof AppConfig?.BASE_URL !== 'string') {
      throw new Error('mercadopago SDK without AppConfig.BASE_URL: MP_API_URL cannot be applied (is the SDK still 3.6.1?)');
    }
    this.accessToken = options.accessToken;
    this.apiUrl = (options.apiUrl ?? DEFAULT_MERCADO_PAGO_API_URL).replace(/\/+$/, '');
    this.publicUrl = options.publicUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.statementDescriptor = options.statementDescriptor;
    this.maxRetries = options.maxRetries ?? 1;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const { memoryId, plan, payerEmail } = request;
    return this.openPreference({
      reference: memoryId,
      item: { id: plan.id, title: PLAN_TITLE[plan.id], cents: request.amountCents },
      payerEmail,
      returnUrl: `${this.publicUrl}/pagamento/${encodeURIComponent(memoryId)}`,
      // Derived from the memory, so a retried or repeated opening returns the same preference instead of a second one.
      idempotencyKey: `memories-preference-${memoryId}`,
    });
  }

  /** A renewal or an upgrade: its own preference, named by the order, which comes back to the renewal page. */
  async createOrderCheckout(request: OrderCheckoutRequest): Promise<Checkout> {
    return this.openPreference({
      reference: request.orderId,
      item: { id: request.kind, title: ORDER_TITLE[request.kind], cents: request.amountCents },
      payerEmail: request.payerEmail,
      returnUrl: orderReturnUrl(this.publicUrl, request.memoryId, request.orderId),
      idempotencyKey: `memories-order-${request.orderId}`,
    });
  }

  private async openPreference(args: {
    reference: string;
    item: { id: string; title: string; cents: number };
    payerEmail: string;
    returnUrl: string;
    idempotencyKey: string;
  }): Promise<Checkout> {
    const { reference, item, returnUrl, idempotencyKey } = args;
    const body: Parameters<Preference['create']>[0]['body'] = {
      items: [{ id: item.id, title: item.title, quantity: 1, unit_price: item.cents / 100, currency_id: 'BRL' }],
      payer: { email: args.payerEmail },
      external_reference: reference,
      // PIX is the `bank_transfer` type: keep it; drop boleto (`ticket`) and lottery/ATM payments (`atm`).
      payment_methods: { excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }], installments: MAX_INSTALLMENTS },
      notification_url: `${this.publicUrl}/api/webhooks/mercadopago`,
      back_urls: { success: returnUrl, pending: returnUrl, failure: returnUrl },
      auto_return: 'approved',
      statement_descriptor: this.statementDescriptor,
    };
    const preference = await this.call(`create the checkout of ${reference}`, (config) =>
      new Preference(config).create({ body, requestOptions: { idempotencyKey } }),
    );
    if (typeof preference.init_point !== 'string' || preference.init_point === '') {
      throw new PaymentProviderUnavailableError(`Mercado Pago created no init_point for ${reference}`);
    }
    return { initPoint: preference.init_point };
  }

  async findPayment(paymentId: string): Promise<ProviderPayment | null> {
    const payment = await this.call(`read payment ${paymentId}`, (config) => new Payment(config).get({ id: paymentId }), {
      notFound: null,
    });
    return payment && toProviderPayment(payment);
  }

  async paymentsFor(memoryId: string): Promise<ProviderPayment[]> {
    const found: PaymentSearchResult[] = [];
    for (let offset = 0; ;) {
      const page = await this.call(`search the payments of memory ${memoryId}`, (config) =>
        new Payment(config).search({
          options: { external_reference: memoryId, sort: 'date_created', criteria: 'asc', offset, limit: SEARCH_PAGE_SIZE },
        }),
      );
      const results = page.results ?? [];
      found.push(...results);
      offset += results.length;
      if (results.length === 0 || offset >= (page.paging?.total ?? 0)) break;
    }
    return found
      .filter((payment) => payment.external_reference === memoryId)
      .sort((a, b) => instant(a.date_created) - instant(b.date_created))
      .map(toProviderPayment);
  }

  /**
   * One SDK call with a fresh config, this gateway's API origin, and every failure turned into
   * `PaymentProviderUnavailableError` whose message never holds the access token. The SDK's timeout stops waiting for
   * the response headers only; the overall deadline also covers a response body that never ends.
   */
  private async call<T, NotFound = never>(
    action: string,
    request: (config: MercadoPagoConfig) => Promise<T>,
    options?: { readonly notFound: NotFound },
  ): Promise<T | NotFound> {
    const config = new MercadoPagoConfig({
      accessToken: this.accessToken,
      options: {
        timeout: this.timeoutMs,
        maxRetries: this.maxRetries,
        initialDelay: RETRY_INITIAL_DELAY_MS,
        maxDelay: RETRY_MAX_DELAY_MS,
      },
    });
    const deadlineMs = (this.maxRetries + 2) * this.timeoutMs + this.maxRetries * RETRY_MAX_DELAY_MS;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DeadlineExceeded(deadlineMs)), deadlineMs);
    });
    try {
      return await Promise.race([this.withApiUrl(() => request(config)), deadline]);
    } catch (error) {
      if (options && isPaymentNotFound(error)) return options.notFound;
      throw new PaymentProviderUnavailableError(this.redact(`Mercado Pago could not ${action}: ${describe(error)}`));
    } finally {
      clearTimeout(timer);
    }
  }

  private withApiUrl<T>(start: () => Promise<T>): Promise<T> {
    const sdkConfig = AppConfig as { BASE_URL: string }; // declared readonly, a plain writable static at runtime
    const previous = sdkConfig.BASE_URL;
    sdkConfig.BASE_URL = this.apiUrl;
    try {
      return start();
    } finally {
      sdkConfig.BASE_URL = previous;
    }
  }

  /** Mercado Pago echoes a malformed token in its error message ("Malformed access_token: …"). */
  private redact(text: string): string {
    return this.accessToken === '' ? text : text.split(this.accessToken).join('[redacted]');
  }
}

class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`);
  }
}

/** A 404 in Mercado Pago's own words; a 404 from anything else (a wrong MP_API_URL) is an outage, not "unknown". */
function isPaymentNotFound(error: unknown): boolean {
  return error instanceof MercadoPagoError && error.status === 404 && error.error === 'not_found';
}

function describe(error: unknown): string {
  if (error instanceof MercadoPagoError) {
    const status = error.status === 0 ? 'no HTTP answer' : `HTTP ${error.status}`;
    const code = error.error === '' ? '' : ` ${error.error}`;
    return `${status}${code} (${error.message})`;
  }
  return error instanceof Error ? error.message : String(error);
}

function toProviderPayment(payment: PaymentResponse | PaymentSearchResult): ProviderPayment {
  const { id, status, transaction_amount: amount, currency_id: currency } = payment;
  if (
    (typeof id !== 'number' && typeof id !== 'string') ||
    typeof status !== 'string' ||
    typeof amount !== 'number' ||
    typeof currency !== 'string'
  ) {
    throw new PaymentProviderUnavailableError(`Mercado Pago answered a payment without id, status, amount or currency (payment ${String(id)})`);
  }
  const updatedAt = payment.date_last_updated ? new Date(payment.date_last_updated) : null;
  return {
    id: String(id),
    memoryId: payment.external_reference ? payment.external_reference : null,
    // in_process, pending, authorized, in_mediation and anything new are not final yet.
    outcome: OUTCOME_BY_STATUS.get(status) ?? 'pending',
    providerStatus: status,
    amountCents: Math.round(amount * 100),
    currency,
    method: methodOf(payment),
    updatedAt: updatedAt && !Number.isNaN(updatedAt.getTime()) ? updatedAt : null,
  };
}

function instant(iso: string | undefined): number {
  const time = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? 0 : time;
}
