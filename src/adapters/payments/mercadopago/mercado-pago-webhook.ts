import { verifyMercadoPagoSignature, type SignatureRejection } from './mercado-pago-webhook-signature.js';

type Values = string | readonly string[] | undefined;

/** The parts of an incoming notification request, as any HTTP framework hands them over. */
export interface MercadoPagoNotificationRequest {
  /** Parsed query string; `data.id` is a flat key (`?data.id=123&type=payment`). */
  readonly query: Readonly<Record<string, Values>>;
  /** Request headers; names are matched without regard to case. */
  readonly headers: Readonly<Record<string, Values>>;
  /** The parsed JSON body, if any. */
  readonly body?: unknown;
}

export interface MercadoPagoNotificationOptions {
  readonly secret: string;
  readonly now: Date;
  /** Default 300 seconds, either way. */
  readonly toleranceSeconds?: number;
}

export type MercadoPagoNotification =
  | { readonly kind: 'payment'; readonly paymentId: string }
  /** Nothing to do: another topic, the older IPN form, or no usable payment id. `reason` is for the log. */
  | { readonly kind: 'ignored'; readonly reason: string }
  | { readonly kind: 'invalid-signature'; readonly reason: SignatureRejection };

const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * What one notification to the app's `notification_url` asks for. A payment notification must carry a valid
 * signature; its id is then only a hint to fetch the payment again, never a statement of its status.
 */
export function readMercadoPagoNotification(
  request: MercadoPagoNotificationRequest,
  options: MercadoPagoNotificationOptions,
): MercadoPagoNotification {
  const queryType = first(request.query['type']);
  const queryDataId = first(request.query['data.id']);
  const body = asRecord(request.body);
  const bodyData = asRecord(body?.['data']);

  // A preference's notification_url also gets the older IPN form (`?topic=payment&id=…`), whose signature does not
  // follow the webhook manifest; the same change always comes as a signed webhook as well.
  if (queryType === undefined && first(request.query['topic']) !== undefined) return ignored('IPN notification');

  const topic = queryType ?? stringOf(body?.['type']);
  if (topic !== 'payment') return ignored(`topic ${topic ?? '(none)'}`);

  const verdict = verifyMercadoPagoSignature({
    signature: first(header(request.headers, 'x-signature')),
    requestId: first(header(request.headers, 'x-request-id')),
    dataId: queryDataId,
    secret: options.secret,
    now: options.now,
    ...(options.toleranceSeconds === undefined ? {} : { toleranceSeconds: options.toleranceSeconds }),
  });
  if (!verdict.valid) return { kind: 'invalid-signature', reason: verdict.reason };

  // Mercado Pago signs the query's data.id; a body id (when the query has none) is unsigned but only ever re-fetched.
  const paymentId = queryDataId ?? stringOf(bodyData?.['id']);
  if (paymentId === undefined || !PAYMENT_ID.test(paymentId)) return ignored('no usable payment id');
  return { kind: 'payment', paymentId };
}

function header(headers: Readonly<Record<string, Values>>, name: string): Values {
  if (name in headers) return headers[name];
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function first(value: Values): string | undefined {
  const single = typeof value === 'string' ? value : value?.[0];
  return single === undefined || single.trim() === '' ? undefined : single.trim();
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function stringOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const ignored = (reason: string): MercadoPagoNotification => ({ kind: 'ignored', reason });
