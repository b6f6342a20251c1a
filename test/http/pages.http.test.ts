import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResendQrCodeEmail } from '../../src/application/buyer/resend-qr-code-email.js';
import { jpegImage } from '../support/test-images.js';
import { buyPage } from '../support/http/buy-page.js';
import { validCreateForm, withForm } from '../support/http/forms.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(640, 480);
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/{slug}/{id}', () => {
  it('shows an active page without the buyer e-mail, and hides unpaid, failed and mismatched ones', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Bia', lovedName: 'Léo' });
    const body = (await server.http.get(`/api/${page.slug}/${page.id}`).expect(200)).body;
    expect(Object.keys(body).sort()).toEqual([
      'datingSince',
      'fallingEmoji',
      'id',
      'lovedName',
      'message',
      'musicChannel',
      'musicTitle',
      'opensAt',
      'palette',
      'photoAvifWidths',
      'photoPlaceholders',
      'photos',
      'plan',
      'repliesOpen',
      'revealStyle',
      'slug',
      'story',
      'yourName',
      'youtube',
    ]);
    expect(body).toMatchObject({ slug: 'bia-e-leo', plan: 'basic', youtube: null });

    const wrongSlug = await server.http.get(`/api/outro-e-nome/${page.id}`).expect(404);
    expect(wrongSlug.body).toEqual({ error: 'Página não encontrada.', code: 'memory.not-found' });
    await server.http.get('/api/bia-e-leo/naoexiste0000000').expect(404);

    const pending = await withForm(server.http.post('/api/create-payment'), { ...validCreateForm() }, [photo]).expect(201);
    const pendingId = (pending.body.init_point as string).split('/').pop()!;
    await server.http.get(`/api/ana-julia-e-joao/${pendingId}`).expect(404);
    await server.http.post(`/checkout/demo/${pendingId}/reject`).expect(303);
    expect((await server.http.get(`/api/payment-status/${pendingId}`)).body).toEqual({ status: 'failed' });
    await server.http.get(`/api/ana-julia-e-joao/${pendingId}`).expect(404);
  });

  it('answers 410 once a basic page is past its year, even before any expiry job ran', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Caio', lovedName: 'Duda' });
    const premium = await buyPage(server, [photo], { plan: 'premium', yourName: 'Eva', lovedName: 'Fábio' });
    server.clock.advance(YEAR_MS);
    try {
      const gone = await server.http.get(`/api/${page.slug}/${page.id}`).expect(410);
      expect(gone.body).toMatchObject({ code: 'memory.no-longer-available' });
      expect(gone.body.error).toContain('expirou');
      await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`).expect(410);
      await server.http.get(`/api/${premium.slug}/${premium.id}`).expect(200);
    } finally {
      server.clock.advance(-YEAR_MS);
    }
  });
});

describe('GET and PUT /api/update/{id}', () => {
  it('needs the edit token: 401 without, 403 when wrong, 200 with it', async () => {
    const page = await buyPage(server, [photo, photo], { yourName: 'Gabi', lovedName: 'Hugo' });
    const missing = await server.http.get(`/api/update/${page.id}`).expect(401);
    expect(missing.body.code).toBe('edit-token.missing');
    const wrong = await server.http.get(`/api/update/${page.id}`).set('Authorization', 'Bearer not-the-token').expect(403);
    expect(wrong.body.code).toBe('edit-token.invalid');
    expect(wrong.body.error).toContain('Reenviar QR Code');
    await server.http.get(`/api/update/${page.id}`).set('Authorization', `Basic ${page.token}`).expect(401);
    const ok = await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${page.token}`).expect(200);
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(ok.body).toMatchObject({ id: page.id, yourName: 'Gabi', endsAt: null });

    const put = await withForm(server.http.put(`/api/update/${page.id}`), { message: 'x', datingSince: '2020-01-01' }).expect(401);
    expect(put.body.code).toBe('edit-token.missing');
    await withForm(server.http.put(`/api/update/${page.id}`).set('Authorization', 'Bearer nope'), { message: 'x', datingSince: '2020-01-01' }).expect(
      403,
    );
    // Another page's token opens nothing.
    const other = await buyPage(server, [photo], { yourName: 'Iara', lovedName: 'Juca' });
    await server.http.get(`/api/update/${page.id}`).set('Authorization', `Bearer ${other.token}`).expect(403);
  });

  it('rejects a bad edit and leaves the page and the disk as they were', async () => {
    const page = await buyPage(server, [photo, photo, photo], { yourName: 'Kika', lovedName: 'Lino' });
    const filesBefore = await server.uploadedFiles();
    const auth = { Authorization: `Bearer ${page.token}` };
    const cases: [Record<string, string>, Buffer[], number, string][] = [
      [{ message: 'Oi', datingSince: '2020-01-01', youtube: 'https://youtube.com/shorts/dQw4w9WgXcQ' }, [], 400, 'memory.youtube-invalid'],
      [{ message: 'Oi', datingSince: '2020-01-01', youtube: '' }, [photo], 400, 'memory.photo-limit-exceeded'],
      [{ message: 'Oi', datingSince: '2020-01-01', removedPhotos: '["/uploads/outro/abc.webp"]' }, [], 400, 'memory.photo-not-on-page'],
      [{ message: 'Oi', datingSince: '2020-01-01', removedPhotos: 'not json' }, [], 400, 'request.invalid'],
      [{ message: 'Oi', datingSince: '2020-01-01', removedPhotos: JSON.stringify(page.photos) }, [], 400, 'memory.photo-required'],
      [{ message: '', datingSince: '2020-01-01' }, [], 400, 'memory.message-required'],
      [{ message: 'Oi', datingSince: '2099-01-01' }, [], 400, 'memory.dating-since-in-future'],
      [
        { message: 'Oi', datingSince: '2020-01-01', removedPhotos: JSON.stringify(page.photos.slice(0, 2)) },
        [photo, Buffer.from('nope')],
        400,
        'photo.invalid-image',
      ],
    ];
    for (const [fields, photos, status, code] of cases) {
      const response = await withForm(server.http.put(`/api/update/${page.id}`).set(auth), fields, photos).expect(status);
      expect(response.body.code, JSON.stringify(fields)).toBe(code);
    }
    expect(await server.uploadedFiles()).toEqual(filesBefore);
    const unchanged = await server.http.get(`/api/${page.slug}/${page.id}`).expect(200);
    expect(unchanged.body.photos).toEqual(page.photos);
    expect(unchanged.body.message).toBe('Cada dia ao seu lado é o meu favorito.');
  });

  it('on a basic page ignores a music link and keeps one photo at most', async () => {
    const page = await buyPage(server, [photo], { plan: 'basic', yourName: 'Malu', lovedName: 'Nico' });
    const auth = { Authorization: `Bearer ${page.token}` };
    const over = await withForm(server.http.put(`/api/update/${page.id}`).set(auth), { message: 'Oi', datingSince: '2020-01-01' }, [photo]).expect(
      400,
    );
    expect(over.body.error).toBe('Plano Anual permite no máximo 1 foto(s).');
    const swapped = await withForm(
      server.http.put(`/api/update/${page.id}`).set(auth),
      { message: 'Oi', datingSince: '2020-01-01', youtube: 'https://youtu.be/dQw4w9WgXcQ', removedPhotos: JSON.stringify(page.photos) },
      [photo],
    ).expect(200);
    expect(swapped.body.youtube).toBeNull();
    expect(swapped.body.photos).toHaveLength(1);
    expect(swapped.body.photos[0]).not.toBe(page.photos[0]);
  });
});

describe('POST /api/resend-qrcode', () => {
  it('answers the same for a known and an unknown address, and only the known one gets an e-mail', async () => {
    const fresh = await startTestServer();
    try {
      await buyPage(fresh, [photo], { email: 'olga@example.com', yourName: 'Olga', lovedName: 'Paulo' });
      // The answer goes out before the lookup: the lookups themselves are what the test waits for.
      const lookups = vi.spyOn(fresh.runtime.container.get(ResendQrCodeEmail), 'execute');
      const known = await fresh.http.post('/api/resend-qrcode').send({ email: 'olga@example.com' }).expect(202);
      const unknown = await fresh.http.post('/api/resend-qrcode').send({ email: 'ninguem@example.com' }).expect(202);
      expect(unknown.body).toEqual(known.body);
      expect(known.body.success).toBe(true);
      expect(lookups).toHaveBeenCalledTimes(2);
      expect(await Promise.all(lookups.mock.results.map((result) => result.value))).toMatchObject([{ pagesQueued: 1 }, { pagesQueued: 0 }]);
      expect((await fresh.outbox()).map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''))).toEqual([
        'olga@example.com',
        'olga@example.com',
      ]);
    } finally {
      await fresh.close();
    }
  });

  it('rejects an invalid address without a lookup', async () => {
    const response = await server.http.post('/api/resend-qrcode').send({ email: 'sem-arroba' }).expect(400);
    expect(response.body).toMatchObject({ code: 'memory.email-invalid' });
    await server.http.post('/api/resend-qrcode').set('Content-Type', 'application/json').send('{bad json').expect(400);
  });

  it('limits requests per address and per client', async () => {
    const limited = await startTestServer({ env: { RESEND_LIMIT_PER_EMAIL: '2', RESEND_LIMIT_PER_CLIENT: '3' } });
    try {
      await limited.http.post('/api/resend-qrcode').send({ email: 'a@example.com' }).expect(202);
      await limited.http.post('/api/resend-qrcode').send({ email: 'A@example.com' }).expect(202);
      const perAddress = await limited.http.post('/api/resend-qrcode').send({ email: 'a@example.com' }).expect(429);
      expect(perAddress.body.code).toBe('request.rate-limited');
      expect(Number(perAddress.headers['retry-after'])).toBeGreaterThan(0);
      await limited.http.post('/api/resend-qrcode').send({ email: 'b@example.com' }).expect(429);
    } finally {
      await limited.close();
    }
  });
});
