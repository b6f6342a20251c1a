import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerHousekeeping } from '../../src/adapters/composition/scheduling.js';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { ApplyProviderPayment } from '../../src/application/payments/apply-provider-payment.js';
import { photoVariantUrl } from '../../src/domain/memory/photo-variants.js';
import { jpegImage } from '../support/test-images.js';
import { buyPage, type BoughtPage } from '../support/http/buy-page.js';
import { withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let photo: Buffer;

beforeAll(async () => {
  server = await startTestServer();
  photo = await jpegImage(320, 240);
});
afterAll(() => server.close());

const bearer = (page: BoughtPage) => ({ Authorization: `Bearer ${page.token}` });
const renewalLinkOf = (text: string, id: string) => new RegExp(`/renovar/${id}\\?chave=([A-Za-z0-9_-]+)`).exec(text)?.[1];

async function payOrder(page: BoughtPage, kind: 'renewal' | 'upgrade', auth: { chave?: string } = {}) {
  const request = server.http.post(`/api/plan/${page.id}/${kind}`);
  const started = await (auth.chave ? request.send({ chave: auth.chave }) : request.set(bearer(page)).send({})).expect(200);
  const orderId = started.body.order_id as string;
  expect(started.body.init_point).toBe(`http://memories.test/checkout/demo/${orderId}`);
  await server.http.get(`/checkout/demo/${orderId}`).expect(200);
  const approved = await server.http.post(`/checkout/demo/${orderId}/approve`).expect(303);
  expect(approved.headers.location).toBe(`/renovar/${page.id}?pedido=${encodeURIComponent(orderId)}`);
  return orderId;
}

describe('renewal and upgrade of a page', () => {
  it('shows the owner the plan, the end date and the prices from the catalogue', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Rita', lovedName: 'Saulo' });
    const summary = await server.http.get(`/api/plan/${page.id}/summary`).set(bearer(page)).expect(200);
    expect(summary.body).toMatchObject({
      plan: 'basic',
      availability: 'public',
      endsAt: '2027-03-10T15:00:00.000Z',
      renewal: { priceCents: 1200, allowed: true },
      upgrade: { priceCents: 400, allowed: true },
    });
    await server.http.get(`/api/plan/${page.id}/summary`).expect(401);
    await server.http.get(`/api/plan/${page.id}/summary`).set({ Authorization: 'Bearer wrong' }).expect(403);
    const forged = await server.http.get(`/api/plan/${page.id}/summary?chave=forged`).expect(403);
    expect(forged.body).toMatchObject({ code: 'order.key-invalid' });
    await server.http.get('/api/plan/unknownpage00001/summary?chave=abc').expect(404);
  });

  it('renews a basic page by a year from its end, once for two approvals of the same order, and e-mails the buyer', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Tais', lovedName: 'Ugo' });
    const orderId = await payOrder(page, 'renewal');
    await server.http.post(`/checkout/demo/${orderId}/approve`).expect(303);
    const summary = await server.http.get(`/api/plan/order/${orderId}`).expect(200);
    expect(summary.body).toMatchObject({ endsAt: '2028-03-10T15:00:00.000Z', order: { id: orderId, kind: 'renewal', status: 'approved' } });
    await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    const mails = await server.outbox();
    expect(mails.at(-1)!.subject).toBe('Página Tais & Ugo renovada até 10 de março de 2028 💌');
    expect(mails.filter((mail) => mail.subject?.includes('renovada'))).toHaveLength(1);
  });

  it('upgrades a basic page to lifetime for R$ 4,00, unlocking 3 photos and music, and refuses a second upgrade', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Vivi', lovedName: 'Xavi' });
    await payOrder(page, 'upgrade');
    const summary = await server.http.get(`/api/plan/${page.id}/summary`).set(bearer(page)).expect(200);
    expect(summary.body).toMatchObject({ plan: 'premium', endsAt: null, renewal: { allowed: false }, upgrade: { allowed: false } });
    const refused = await server.http.post(`/api/plan/${page.id}/upgrade`).set(bearer(page)).send({}).expect(409);
    expect(refused.body).toMatchObject({ code: 'order.not-allowed', error: expect.stringContaining('Pra Sempre') });
    const edited = await withForm(
      server.http.put(`/api/update/${page.id}`).set(bearer(page)),
      {
        message: 'Agora com música',
        datingSince: '2020-01-01T10:00',
        youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        removedPhotos: '[]',
      },
      [photo, photo],
    ).expect(200);
    expect(edited.body.photos).toHaveLength(3);
  });

  it('a refunded upgrade: visitors and the editor see the basic page, the other photos and the music kept for a new upgrade', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Iara', lovedName: 'Joel' });
    const orderId = await payOrder(page, 'upgrade');
    const music = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const form = { message: 'Com música', datingSince: '2020-01-01T10:00', youtube: music, removedPhotos: '[]' };
    const photos = (await withForm(server.http.put(`/api/update/${page.id}`).set(bearer(page)), form, [photo, photo]).expect(200)).body
      .photos as string[];
    const repository = server.runtime.container.get(PORTS.MemoryRepository);
    const paymentId = (await repository.findById(page.id))!.orders[0]!.paymentId;
    const refunded = await server.runtime.container.get(ApplyProviderPayment).execute({
      id: paymentId,
      memoryId: orderId,
      outcome: 'reversed',
      providerStatus: 'refunded',
      amountCents: 400,
      currency: 'BRL',
      updatedAt: null,
    });
    expect(refunded).toMatchObject({ result: 'applied', changed: true, status: 'active' });

    const shown = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(shown.body).toMatchObject({ plan: 'basic', photos: [expect.stringContaining(photos[0]!)], youtube: null });
    // A hidden photo is not served either, in none of its widths; the shown one still is.
    await server.http.get(`/api${photos[0]!}`).expect(200);
    await server.http.get(`/api${photos[1]!}`).expect(404);
    await server.http.get(`/api${photoVariantUrl(photos[2]!, 480)}`).expect(404);
    const owned = await server.http.get(`/api/update/${page.id}`).set(bearer(page)).expect(200);
    expect(owned.body).toMatchObject({ plan: 'basic', endsAt: '2027-03-10T15:00:00.000Z', photos: [photos[0]], youtube: null });
    // The editor saves the basic page it shows; the other photos and the music stay stored behind it.
    const saved = await withForm(
      server.http.put(`/api/update/${page.id}`).set(bearer(page)),
      { ...form, message: 'Sem música', youtube: '' },
      [],
    ).expect(200);
    expect(saved.body).toMatchObject({ photos: [photos[0]], youtube: null, message: 'Sem música' });
    await withForm(server.http.put(`/api/update/${page.id}`).set(bearer(page)), form, [photo]).expect(400);
    expect((await repository.findById(page.id))!.snapshot()).toMatchObject({ photos, youtube: music });
    const summary = await server.http.get(`/api/plan/${page.id}/summary`).set(bearer(page)).expect(200);
    expect(summary.body).toMatchObject({ plan: 'basic', upgrade: { allowed: true } });

    await payOrder(page, 'upgrade');
    expect((await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body).toMatchObject({
      plan: 'premium',
      photos: photos.map((path) => expect.stringContaining(path)),
      youtube: music,
    });
    await server.http.get(`/api${photos[1]!}`).expect(200);
  });

  it('gives a suspended or unknown page a clear answer and no checkout', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Yara', lovedName: 'Zeca' });
    const repository = server.runtime.container.get(PORTS.MemoryRepository);
    const memory = (await repository.findById(page.id))!;
    memory.recordPayment(memory.paymentId!, 'reversed', server.clock.now());
    await repository.update(memory);
    const refused = await server.http.post(`/api/plan/${page.id}/renewal`).set(bearer(page)).send({}).expect(409);
    expect(refused.body.error).toBe(
      'Esta página foi suspensa e não pode ser renovada nem mudar de plano. Se acha que é um engano, fale com o suporte.',
    );
    const unknown = await server.http.post('/api/plan/unknownpage00001/renewal').send({ chave: 'x' }).expect(404);
    expect(unknown.body.error).toBe('Página não encontrada.');
  });

  it('reminds a basic page 30 and 7 days before and on the day, renews it after its end by its link, then removes an ended one after 90 days', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Ada', lovedName: 'Bento' });
    const other = await buyPage(server, [photo], { plan: 'basic', yourName: 'Cora', lovedName: 'Davi' });
    const chores = startServerHousekeeping(server.runtime, 60 * 60 * 1000);
    const subjects = async () => (await server.outbox()).map((mail) => mail.subject ?? '');
    try {
      server.clock.set('2027-02-08T16:00:00.000Z');
      await chores.runNow();
      await chores.runNow();
      expect((await subjects()).filter((s) => s.includes('Ada & Bento fica no ar até 10 de março de 2027'))).toHaveLength(1);
      server.clock.set('2027-03-04T16:00:00.000Z');
      await chores.runNow();
      expect((await subjects()).filter((s) => s.startsWith('Faltam 7 dias: sua página Ada & Bento'))).toHaveLength(1);
      server.clock.set('2027-03-10T15:00:00.000Z');
      await chores.runNow();
      const ended = (await server.outbox()).filter((mail) => mail.subject === 'Sua página Ada & Bento saiu do ar hoje');
      expect(ended).toHaveLength(1);
      await server.http.get(`/api/${page.slug}/${page.id}`).expect(410);

      const key = renewalLinkOf(ended[0]!.text ?? '', page.id)!;
      expect(key).toBeTruthy();
      server.clock.set('2027-04-01T12:00:00.000Z');
      const viaLink = await server.http.get(`/api/plan/${page.id}/summary?chave=${key}`).expect(200);
      expect(viaLink.body).toMatchObject({ availability: 'expired', removalAt: '2027-06-08T15:00:00.000Z', renewal: { allowed: true } });
      await payOrder(page, 'renewal', { chave: key });
      await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
      const renewed = await server.http.get(`/api/plan/${page.id}/summary?chave=${key}`).expect(200);
      expect(renewed.body.endsAt).toBe('2028-04-01T12:00:00.000Z');

      const otherFiles = async () => (await server.uploadedFiles()).filter((file) => file.startsWith(`${other.id}/`));
      expect(await otherFiles()).not.toEqual([]);
      server.clock.set('2027-06-01T15:00:00.000Z');
      await chores.runNow();
      const warning = (await subjects()).filter((s) => s.startsWith('Última chance: os dados da página Cora & Davi'));
      expect(warning).toEqual(['Última chance: os dados da página Cora & Davi serão apagados em 8 de junho de 2027']);
      expect(await server.runtime.container.get(PORTS.MemoryRepository).findById(other.id)).not.toBeNull();
      server.clock.set('2027-06-08T15:00:00.000Z');
      await chores.runNow();
      expect(await server.runtime.container.get(PORTS.MemoryRepository).findById(other.id)).toBeNull();
      expect(await otherFiles()).toEqual([]);
      expect(await server.runtime.container.get(PORTS.MemoryRepository).findById(page.id)).not.toBeNull();
      server.clock.advance(DAY_MS);
    } finally {
      await chores.stop();
    }
  });
});
