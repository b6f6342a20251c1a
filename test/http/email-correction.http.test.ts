import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import type { CreatePaymentResponse } from '../../src/adapters/http/contract/memories.contract.js';
import { jpegImage } from '../support/test-images.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';

const START = new Date('2026-03-10T15:00:00.000Z');
const MINUTE = 60 * 1000;

let server: TestServer;
let photo: Buffer;

beforeAll(async () => {
  photo = await jpegImage(640, 480);
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => server.clock.set(START));

/** An order placed with a mistyped address, as the ordering browser sees the answer. */
async function order(email = 'bia@exemplo.con'): Promise<CreatePaymentResponse> {
  const created = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm({ email }) }, [photo]).expect(201);
  return created.body as CreatePaymentResponse;
}

async function paidOrder(email?: string): Promise<CreatePaymentResponse> {
  const created = await order(email);
  await server.http.post(`/checkout/demo/${created.memory_id}/approve`).expect(303);
  return created;
}

const storedEmail = async (id: string) => (await server.runtime.container.get(PORTS.MemoryRepository).findById(id))!.email;
const correct = (id: string, body: Record<string, string>) => server.http.post(`/api/email-correction/${id}`).send(body);

describe('POST /api/create-payment gives the ordering browser a correction key', () => {
  it('answers the order id and a random key, never stored as such', async () => {
    const first = await order();
    const second = await order();
    expect(first.memory_id).toMatch(/^[a-z0-9]{16}$/);
    expect(first.init_point).toBe(`http://memories.test/checkout/demo/${first.memory_id}`);
    expect(first.email_correction_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.email_correction_key).not.toContain(first.memory_id);
    expect(second.email_correction_key).not.toBe(first.email_correction_key);
    const stored = (await server.runtime.container.get(PORTS.MemoryRepository).findById(first.memory_id))!.emailCorrectionKeyHash;
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(first.email_correction_key);
  });
});

describe('POST /api/email-correction/{id}: "E-mail errado?" from the browser that ordered, within an hour', () => {
  it('corrects a paid page’s address and queues its e-mail again, to the new address', async () => {
    const created = await paidOrder();
    const before = await server.outbox();
    expect(before.at(-1)!.to).toMatchObject({ text: 'bia@exemplo.con' });
    server.clock.advance(59 * MINUTE);

    const answer = await correct(created.memory_id, { email: ' Bia@Exemplo.com ', key: created.email_correction_key }).expect(202);

    expect(answer.body).toEqual({ email_masked: 'b•••@exemplo.com', queued: true });
    expect(await storedEmail(created.memory_id)).toBe('bia@exemplo.com');
    const after = await server.outbox();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.to).toMatchObject({ text: 'bia@exemplo.com' });
    expect(after.at(-1)!.text).toContain(`/update/${created.memory_id}?token=`);
  });

  it('corrects an unpaid order’s address, so the e-mail of its payment goes to the new one', async () => {
    const created = await order();
    const before = (await server.outbox()).length;
    const answer = await correct(created.memory_id, { email: 'bia@exemplo.com', key: created.email_correction_key }).expect(202);
    expect(answer.body).toEqual({ email_masked: 'b•••@exemplo.com', queued: false });
    expect(await server.outbox()).toHaveLength(before);

    await server.http.post(`/checkout/demo/${created.memory_id}/approve`).expect(303);
    const mails = await server.outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.to).toMatchObject({ text: 'bia@exemplo.com' });
  });

  it.each([
    ['a wrong key', (key: string) => ({ key: `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}` }), 403, 'email-correction.invalid'],
    ['another order’s key', () => ({ key: 'other' }), 403, 'email-correction.invalid'],
    ['no key', () => ({}), 401, 'email-correction.missing'],
    ['an empty key', () => ({ key: '' }), 401, 'email-correction.missing'],
  ])('refuses %s in Portuguese, changing nothing and queueing nothing', async (_case, keyOf, status, code) => {
    const created = await paidOrder();
    const before = (await server.outbox()).length;
    const answer = await correct(created.memory_id, { email: 'bia@exemplo.com', ...keyOf(created.email_correction_key) }).expect(status);
    expect(answer.body).toEqual({
      error: 'Não foi possível confirmar que o pedido é seu: corrija o e-mail no mesmo navegador em que fez o pedido, ou peça ajuda ao suporte.',
      code,
    });
    expect(await storedEmail(created.memory_id)).toBe('bia@exemplo.con');
    expect(await server.outbox()).toHaveLength(before);
  });

  it('refuses the right key an hour after the order (410), changing nothing and queueing nothing', async () => {
    const created = await paidOrder();
    const before = (await server.outbox()).length;
    server.clock.advance(60 * MINUTE);
    const answer = await correct(created.memory_id, { email: 'bia@exemplo.com', key: created.email_correction_key }).expect(410);
    expect(answer.body).toEqual({
      error: 'O prazo para corrigir o e-mail por aqui (1 hora após o pedido) terminou. Para trocar o endereço, fale com o suporte.',
      code: 'email-correction.expired',
    });
    expect(await storedEmail(created.memory_id)).toBe('bia@exemplo.con');
    expect(await server.outbox()).toHaveLength(before);
  });

  it('refuses an invalid address (400) and an unknown order (404)', async () => {
    const created = await paidOrder();
    const invalid = await correct(created.memory_id, { email: 'bia@', key: created.email_correction_key }).expect(400);
    expect(invalid.body).toEqual({ error: 'Por favor, insira um e-mail válido!', code: 'memory.email-invalid' });
    expect(await storedEmail(created.memory_id)).toBe('bia@exemplo.con');
    const unknown = await correct('naoexiste', { email: 'bia@exemplo.com', key: created.email_correction_key }).expect(404);
    expect(unknown.body.code).toBe('memory.not-found');
  });

  it('limits corrections per order like the resend (5 an hour by default)', async () => {
    const created = await paidOrder();
    for (let i = 0; i < 5; i++) await correct(created.memory_id, { email: 'bia@exemplo.com', key: 'wrong' }).expect(403);
    const limited = await correct(created.memory_id, { email: 'bia@exemplo.com', key: created.email_correction_key }).expect(429);
    expect(limited.body.code).toBe('request.rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedEmail(created.memory_id)).toBe('bia@exemplo.con');
  });
});
