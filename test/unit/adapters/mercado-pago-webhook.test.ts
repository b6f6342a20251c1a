import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readMercadoPagoNotification, type MercadoPagoNotificationRequest } from '../../../src/adapters/payments/mercadopago/mercado-pago-webhook.js';
import {
  mercadoPagoSignatureManifest,
  verifyMercadoPagoSignature,
} from '../../../src/adapters/payments/mercadopago/mercado-pago-webhook-signature.js';

const SECRET = 'a-webhook-secret';
const NOW = new Date('2026-11-22T12:00:00.000Z');
const TS = String(NOW.getTime() / 1000);
const REQUEST_ID = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';

const hmac = (text: string, secret = SECRET) => createHmac('sha256', secret).update(text).digest('hex');

/** A notification as Mercado Pago sends it, signed over the literal manifest its docs give. */
function notification(
  overrides: { dataId?: string; query?: Record<string, string>; headers?: Record<string, string>; body?: unknown; ts?: string; secret?: string } = {},
): MercadoPagoNotificationRequest {
  const dataId = overrides.dataId ?? '123456789';
  const ts = overrides.ts ?? TS;
  const v1 = hmac(`id:${dataId};request-id:${REQUEST_ID};ts:${ts};`, overrides.secret);
  return {
    query: overrides.query ?? { 'data.id': dataId, type: 'payment' },
    headers: overrides.headers ?? { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': REQUEST_ID, 'content-type': 'application/json' },
    body: overrides.body ?? { action: 'payment.updated', api_version: 'v1', data: { id: dataId }, type: 'payment', live_mode: false },
  };
}

const read = (request: MercadoPagoNotificationRequest, toleranceSeconds?: number) =>
  readMercadoPagoNotification(request, { secret: SECRET, now: NOW, ...(toleranceSeconds === undefined ? {} : { toleranceSeconds }) });

describe('mercadoPagoSignatureManifest', () => {
  it('is id, request-id and ts, each ended by a semicolon, leaving out missing parts, with the id in lower case', () => {
    expect(mercadoPagoSignatureManifest('123', 'req-1', '1700000000')).toBe('id:123;request-id:req-1;ts:1700000000;');
    expect(mercadoPagoSignatureManifest('ORD01ABC', 'req-1', '1')).toBe('id:ord01abc;request-id:req-1;ts:1;');
    expect(mercadoPagoSignatureManifest(undefined, 'req-1', '1')).toBe('request-id:req-1;ts:1;');
    expect(mercadoPagoSignatureManifest('123', undefined, '1')).toBe('id:123;ts:1;');
  });
});

describe('readMercadoPagoNotification', () => {
  it('accepts a correctly signed payment notification and gives the payment id', () => {
    expect(read(notification())).toEqual({ kind: 'payment', paymentId: '123456789' });
  });

  it('matches header names whatever their case, as some frameworks keep them', () => {
    const request = notification();
    const headers = { 'X-Signature': request.headers['x-signature']!, 'X-Request-Id': request.headers['x-request-id']! };
    expect(read({ ...request, headers })).toEqual({ kind: 'payment', paymentId: '123456789' });
  });

  it('verifies an alphanumeric data.id against its lower-case form, as Mercado Pago signs it', () => {
    const v1 = hmac(`id:abc123xyz;request-id:${REQUEST_ID};ts:${TS};`);
    const request = notification({
      query: { 'data.id': 'ABC123xyz', type: 'payment' },
      headers: { 'x-signature': `ts=${TS},v1=${v1}`, 'x-request-id': REQUEST_ID },
    });
    expect(read(request)).toEqual({ kind: 'payment', paymentId: 'ABC123xyz' });
  });

  it('takes the id from the body when the query has none; the signature then covers request id and ts only', () => {
    const v1 = hmac(`request-id:${REQUEST_ID};ts:${TS};`);
    const request = notification({
      query: {},
      headers: { 'x-signature': `ts=${TS},v1=${v1}`, 'x-request-id': REQUEST_ID },
      body: { type: 'payment', data: { id: 987654321 } },
    });
    expect(read(request)).toEqual({ kind: 'payment', paymentId: '987654321' });
  });

  it('accepts a signature without x-request-id when the manifest leaves it out', () => {
    const v1 = hmac(`id:123456789;ts:${TS};`);
    expect(read(notification({ headers: { 'x-signature': `ts=${TS},v1=${v1}` } }))).toEqual({ kind: 'payment', paymentId: '123456789' });
  });

  it("accepts a timestamp in milliseconds, which Mercado Pago's docs also mention", () => {
    expect(read(notification({ ts: String(NOW.getTime() - 10_000) }))).toEqual({ kind: 'payment', paymentId: '123456789' });
    expect(read(notification({ ts: String(NOW.getTime() - 3_600_000) }))).toEqual({ kind: 'invalid-signature', reason: 'stale-timestamp' });
  });

  it.each([
    ['the wrong secret', () => notification({ secret: 'another-secret' }), 'signature-mismatch'],
    ['a tampered data.id', () => ({ ...notification(), query: { 'data.id': '123456780', type: 'payment' } }), 'signature-mismatch'],
    [
      'a data.id added to an id-less signature',
      () => {
        const v1 = hmac(`request-id:${REQUEST_ID};ts:${TS};`);
        return notification({ headers: { 'x-signature': `ts=${TS},v1=${v1}`, 'x-request-id': REQUEST_ID } });
      },
      'signature-mismatch',
    ],
    [
      'a tampered x-request-id',
      () => {
        const request = notification();
        return { ...request, headers: { ...request.headers, 'x-request-id': 'another-request' } };
      },
      'signature-mismatch',
    ],
    [
      'a tampered ts',
      () => {
        const request = notification();
        const signature = String(request.headers['x-signature']).replace(`ts=${TS}`, `ts=${Number(TS) + 1}`);
        return { ...request, headers: { ...request.headers, 'x-signature': signature } };
      },
      'signature-mismatch',
    ],
    ['no x-signature header', () => ({ ...notification(), headers: { 'x-request-id': REQUEST_ID } }), 'missing-signature'],
    ['an empty x-signature header', () => ({ ...notification(), headers: { 'x-signature': '  ', 'x-request-id': REQUEST_ID } }), 'missing-signature'],
    ['a header without v1', () => ({ ...notification(), headers: { 'x-signature': `ts=${TS}` } }), 'malformed-signature'],
    ['a header without ts', () => ({ ...notification(), headers: { 'x-signature': `v1=${hmac('x')}` } }), 'malformed-signature'],
    ['a non-numeric ts', () => ({ ...notification(), headers: { 'x-signature': `ts=soon,v1=${hmac('x')}` } }), 'malformed-signature'],
    ['a v1 that is not 64 hex digits', () => ({ ...notification(), headers: { 'x-signature': `ts=${TS},v1=abc` } }), 'malformed-signature'],
    ['garbage', () => ({ ...notification(), headers: { 'x-signature': 'not a signature' } }), 'malformed-signature'],
    ['a repeated key', () => ({ ...notification(), headers: { 'x-signature': `ts=${TS},ts=${TS},v1=${hmac('x')}` } }), 'malformed-signature'],
    ['a timestamp older than the tolerance', () => notification({ ts: String(Number(TS) - 301) }), 'stale-timestamp'],
    ['a timestamp further in the future than the tolerance', () => notification({ ts: String(Number(TS) + 301) }), 'future-timestamp'],
  ] as const)('rejects %s', (_, request, reason) => {
    expect(read(request())).toEqual({ kind: 'invalid-signature', reason });
  });

  it('accepts timestamps at the edge of the tolerance, and honours another tolerance', () => {
    expect(read(notification({ ts: String(Number(TS) - 300) })).kind).toBe('payment');
    expect(read(notification({ ts: String(Number(TS) + 300) })).kind).toBe('payment');
    expect(read(notification({ ts: String(Number(TS) - 100) }), 60)).toEqual({ kind: 'invalid-signature', reason: 'stale-timestamp' });
  });

  it('ignores other topics and the older IPN form, whatever their signature', () => {
    expect(read({ ...notification(), query: { 'data.id': '1', type: 'merchant_order' } })).toEqual({
      kind: 'ignored',
      reason: 'topic merchant_order',
    });
    expect(read({ query: { id: '123456789', topic: 'payment' }, headers: {}, body: undefined })).toEqual({
      kind: 'ignored',
      reason: 'IPN notification',
    });
    expect(read({ query: {}, headers: {}, body: { type: 'subscription_preapproval', data: { id: '1' } } })).toMatchObject({ kind: 'ignored' });
  });

  it('ignores a correctly signed payment notification without a usable id', () => {
    const v1 = hmac(`request-id:${REQUEST_ID};ts:${TS};`);
    const headers = { 'x-signature': `ts=${TS},v1=${v1}`, 'x-request-id': REQUEST_ID };
    expect(read({ query: { type: 'payment' }, headers, body: { type: 'payment', data: {} } })).toEqual({
      kind: 'ignored',
      reason: 'no usable payment id',
    });
    expect(read({ query: { type: 'payment' }, headers, body: { type: 'payment', data: { id: '../../admin' } } })).toMatchObject({ kind: 'ignored' });
  });
});

describe('verifyMercadoPagoSignature', () => {
  it("accepts Mercado Pago's own signature over its documented manifest", () => {
    const v1 = hmac(`id:42;request-id:${REQUEST_ID};ts:${TS};`);
    expect(verifyMercadoPagoSignature({ signature: `ts=${TS},v1=${v1}`, requestId: REQUEST_ID, dataId: '42', secret: SECRET, now: NOW })).toEqual({
      valid: true,
    });
  });

  it('ignores unknown parts of the header, such as a future v2', () => {
    const v1 = hmac(`id:42;request-id:${REQUEST_ID};ts:${TS};`);
    const signature = ` ts=${TS} , v1=${v1.toUpperCase()} ,v2=${'0'.repeat(64)}`;
    expect(verifyMercadoPagoSignature({ signature, requestId: REQUEST_ID, dataId: '42', secret: SECRET, now: NOW }).valid).toBe(true);
  });
});
