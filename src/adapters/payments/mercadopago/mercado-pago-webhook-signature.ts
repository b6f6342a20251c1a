import { createHmac, timingSafeEqual } from 'node:crypto';

export interface MercadoPagoSignatureInput {
  /** The `x-signature` header: `ts=<timestamp>,v1=<hex HMAC-SHA256>`. */
  readonly signature: string | undefined;
  /** The `x-request-id` header. */
  readonly requestId: string | undefined;
  /** The `data.id` query parameter of the notification URL (not the body's). */
  readonly dataId: string | undefined;
  /** The webhook's secret from Mercado Pago's panel. */
  readonly secret: string;
  readonly now: Date;
  /** How far the signed timestamp may be from `now`, either way. Default 300. */
  readonly toleranceSeconds?: number;
}

export type SignatureRejection = 'missing-signature' | 'malformed-signature' | 'signature-mismatch' | 'stale-timestamp' | 'future-timestamp';

export type SignatureVerdict = { readonly valid: true } | { readonly valid: false; readonly reason: SignatureRejection };

export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Below this a timestamp is in seconds (it would be the year 5138); at or above, in milliseconds. */
const MILLISECOND_TIMESTAMPS_FROM = 1e11;

/**
 * Mercado Pago's signed text: `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, leaving out a pair whose value is
 * missing, with an alphanumeric data.id in lower case (both as Mercado Pago's notification docs say).
 */
export function mercadoPagoSignatureManifest(dataId: string | undefined, requestId: string | undefined, ts: string): string {
  return [dataId ? `id:${dataId.toLowerCase()};` : '', requestId ? `request-id:${requestId};` : '', `ts:${ts};`].join('');
}

/**
 * Checks a webhook notification's `x-signature`. Mercado Pago's docs show `ts` in seconds but also call it
 * milliseconds, so both are read (see MILLISECOND_TIMESTAMPS_FROM). The body is not signed: act on the signed id only
 * by fetching the payment again.
 */
export function verifyMercadoPagoSignature(input: MercadoPagoSignatureInput): SignatureVerdict {
  const header = input.signature?.trim();
  if (!header) return rejected('missing-signature');
  const parsed = parseSignatureHeader(header);
  if (!parsed) return rejected('malformed-signature');

  const manifest = mercadoPagoSignatureManifest(input.dataId?.trim(), input.requestId?.trim(), parsed.ts);
  const expected = createHmac('sha256', input.secret).update(manifest).digest();
  if (!timingSafeEqual(expected, Buffer.from(parsed.v1, 'hex'))) return rejected('signature-mismatch');

  const ts = Number(parsed.ts);
  const signedAtMs = ts >= MILLISECOND_TIMESTAMPS_FROM ? ts : ts * 1000;
  const toleranceMs = (input.toleranceSeconds ?? DEFAULT_SIGNATURE_TOLERANCE_SECONDS) * 1000;
  const ageMs = input.now.getTime() - signedAtMs;
  if (ageMs > toleranceMs) return rejected('stale-timestamp');
  if (ageMs < -toleranceMs) return rejected('future-timestamp');
  return { valid: true };
}

function parseSignatureHeader(header: string): { ts: string; v1: string } | null {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).trim().toLowerCase();
    if (parts.has(key)) return null;
    parts.set(key, part.slice(eq + 1).trim());
  }
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !/^\d{1,16}$/.test(ts) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return null;
  return { ts, v1 };
}

const rejected = (reason: SignatureRejection): SignatureVerdict => ({ valid: false, reason });
