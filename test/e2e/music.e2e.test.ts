import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ListMemories } from '../../src/application/support/list-memories.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { openCreateForm } from '../support/browser/create-form.js';
import { musicPlayerGone } from '../support/browser/music-player-gone.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { startFakeDataApi } from '../support/youtube/fake-data-api.js';
import { startFakeOembed } from '../support/youtube/fake-oembed.js';

const VIDEO = 'aaaaaaaaaaa';
const REFUSED = 'bbbbbbbbbbb';
const FOUND = 'ccccccccccc';
const KEY = 'AIzaFakeKeyForTests_0123456789abcdefghi';
const youtube = await startFakeOembed({
  [VIDEO]: { status: 200, title: 'Evidências (Ao Vivo)', author_name: 'Chitãozinho & Xororó' },
  [REFUSED]: { status: 401 },
  [FOUND]: { status: 200, title: 'Trem-Bala', author_name: 'Ana Vilela' },
});
const dataApi = await startFakeDataApi(KEY, {
  'trem bala': [
    { videoId: FOUND, title: 'Trem-Bala', channelTitle: 'Ana Vilela' },
    { videoId: 'ddddddddddd', title: 'Trem-Bala (Ao Vivo)', channelTitle: 'Ana Vilela' },
  ],
});
const app = appInBrowser({ YOUTUBE_OEMBED_URL: youtube.url, YOUTUBE_API_KEY: KEY, YOUTUBE_API_URL: dataApi.url });
afterAll(async () => {
  await youtube.close();
  await dataApi.close();
});

const REFUSAL = 'Este vídeo não pode ser tocado fora do YouTube: escolha outra versão da música';

/** The form filled but for the music: names, date, message and a photo. */
async function fillAllButMusic(page: Page): Promise<void> {
  await page.getByLabel('Seu nome').fill('Lia');
  await page.getByLabel('Nome de quem você ama').fill('Rui');
  await page.getByLabel('Data de início').fill('2020-02-14');
  await page.getByLabel('Mensagem', { exact: true }).fill('Para sempre nós.');
  await page
    .getByLabel('Adicionar fotos')
    .setInputFiles({ name: 'nos.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await jpegImage(900, 1200)) });
  await expect.poll(() => page.getByText(/^Preparando a foto/).count(), { timeout: 15_000 }).toBe(0);
}

describe('the music field on a phone (Chromium, 390×844)', () => {
  it('refuses a video that may not be embedded at the field, before the e-mail step and the payment, with nothing sent', async () => {
    const { page, problems } = await app.phonePage();
    const orders: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/create-payment') && orders.push(request.url()));
    const stored = (await app.server.runtime.useCase(ListMemories).execute()).length;
    await openCreateForm(page, '/create?plan=premium');
    await fillAllButMusic(page);
    const link = page.getByLabel('Link da música no YouTube (opcional)');
    await link.fill(`https://www.youtube.com/watch?v=${REFUSED}`);
    await link.blur();
    const refusal = page.getByRole('alert').filter({ hasText: REFUSAL });
    await refusal.waitFor();
    expect(await link.getAttribute('aria-invalid')).toBe('true');
    await keepScreenshot(await page.screenshot(), 'music-2-refused-at-the-field');

    await page.getByRole('button', { name: 'Criar minha página' }).click();
    // The refused submit says why in a toast too (a second alert with the sentence), and opens no e-mail step.
    await expect.poll(() => page.getByRole('alert').filter({ hasText: REFUSAL }).count()).toBe(2);
    expect(await page.getByRole('dialog', { name: 'Quase lá!' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Ir para o pagamento/ }).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('youtube');

    // Another version of the song is taken, named under the field, and the order goes on.
    await link.fill(`https://youtu.be/${VIDEO}`);
    await link.blur();
    await page.getByText('♪ Evidências (Ao Vivo) — Chitãozinho & Xororó').waitFor();
    // The field's error is gone (the toast of the refused submit may still be fading).
    expect(await link.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('#youtube-erro').count()).toBe(0);
    await page.getByRole('button', { name: 'Criar minha página' }).click();
    await page.getByRole('button', { name: /Ir para o pagamento/ }).waitFor();
    expect(orders).toEqual([]);
    expect((await app.server.runtime.useCase(ListMemories).execute()).length).toBe(stored);
    expect(problems).toEqual([]);
  });

  it('finds the song by name: a few results with title, channel and thumbnail, and picking one fills the link', async () => {
    const { page, problems } = await app.phonePage();
    const thumbnails: string[] = [];
    await page.route('https://i.ytimg.com/**', async (route) => {
      thumbnails.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'image/jpeg', body: Buffer.from(await jpegImage(320, 180)) });
    });
    await openCreateForm(page, '/create?plan=premium');
    const search = page.getByLabel('Buscar a música pelo nome');
    await search.fill('trem bala');
    await search.press('Enter');
    const results = page.getByRole('list', { name: 'Vídeos encontrados' });
    await results.waitFor();
    expect(await results.getByRole('listitem').count()).toBe(2);
    expect(await results.getByRole('button', { name: 'Escolher Trem-Bala', exact: true }).textContent()).toBe('Trem-BalaAna Vilela');
    await expect.poll(() => thumbnails.length).toBe(2);
    expect(thumbnails).toContain(`https://i.ytimg.com/vi/${FOUND}/mqdefault.jpg`);
    await keepScreenshot(await page.screenshot(), 'music-3-search-results');
    // Enter in the search box searched; it did not send the form.
    expect(await page.getByRole('dialog').count()).toBe(0);

    await results.getByRole('button', { name: 'Escolher Trem-Bala', exact: true }).click();
    expect(await page.getByLabel('Link da música no YouTube (opcional)').inputValue()).toBe(`https://www.youtube.com/watch?v=${FOUND}`);
    await page.getByText('♪ Trem-Bala — Ana Vilela').waitFor();
    expect(dataApi.asked.at(-1)).toMatchObject({ key: KEY, params: { q: 'trem bala', videoEmbeddable: 'true' } });
    expect(problems).toEqual([]);
  });
});

describe('the music of a premium page, on a phone (Chromium, 390×844)', () => {
  it('names the song, starts its player from the tap, and offers "Ouvir no YouTube"', async () => {
    const bought = await app.server.buy(memoryFormFields({ plan: 'premium', youtube: `https://youtu.be/${VIDEO}` }), [await jpegImage(900, 1200)]);
    const { page, problems } = await app.phonePage();
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    const music = page.getByRole('region', { name: 'Nossa música' });
    await music.scrollIntoViewIfNeeded();
    expect(await music.getByText('Evidências (Ao Vivo)').isVisible()).toBe(true);
    expect(await music.getByText('Chitãozinho & Xororó').isVisible()).toBe(true);
    const player = music.locator('iframe');
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toContain(`/embed/${VIDEO}?autoplay=1`);
    expect(await player.getAttribute('title')).toBe('Evidências (Ao Vivo)');
    const fallback = music.getByRole('link', { name: 'Ouvir no YouTube' });
    expect(await fallback.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${VIDEO}`);
    expect(await fallback.isVisible()).toBe(true);
    await keepScreenshot(await page.screenshot(), 'music-1-named-song');
    // The player itself loads from YouTube, which this machine cannot reach: only that is allowed to fail.
    expect(problems.filter((problem) => !/youtube/i.test(problem))).toEqual([]);
  });

  it('offers "Ouvir no YouTube" clearly when the player reports an error', async () => {
    const bought = await app.server.buy(memoryFormFields({ plan: 'premium', youtube: `https://youtu.be/${VIDEO}` }), [await jpegImage(900, 1200)]);
    const { page, problems } = await app.phonePage();
    // YouTube cannot be reached from here: a stand-in for its embed answers the page's "listening" as the real player
    // answers for a video that may not be played here (onError 150), by postMessage to the page.
    await page.route('https://www.youtube-nocookie.com/embed/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: FAKE_EMBED_REPORTING_AN_ERROR }),
    );
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    const music = page.getByRole('region', { name: 'Nossa música' });
    await music.getByText('Não foi possível tocar aqui.').waitFor();
    // The dead player is gone with its dark screen: the sentence and the button are all that is left.
    expect(await musicPlayerGone(music)).toBe(true);
    const fallback = music.getByRole('link', { name: 'Ouvir no YouTube' });
    expect(await fallback.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${VIDEO}`);
    await fallback.scrollIntoViewIfNeeded();
    expect(await fallback.isVisible()).toBe(true);
    expect(await fallback.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await keepScreenshot(await page.screenshot(), 'music-4-player-error');
    expect(problems).toEqual([]);
  });
});

/** The embed's side of YouTube's postMessage protocol, reduced to an error: `listening` is answered with `onError`. */
const FAKE_EMBED_REPORTING_AN_ERROR = `<!doctype html><title>YouTube</title><script>
addEventListener('message', (event) => {
  const message = JSON.parse(event.data);
  if (message.event === 'listening') parent.postMessage(JSON.stringify({ event: 'onError', info: 150, id: message.id, channel: 'widget' }), '*');
});
</script>`;
