import { describe, expect, it } from 'vitest';
import { ListMemories } from '../../src/application/support/list-memories.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { musicPlayerGone } from '../support/browser/music-player-gone.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { freePort } from '../support/free-port.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const VIDEO = 'bbbbbbbbbbb';
// Nothing listens there: YouTube's oEmbed endpoint cannot be reached.
const app = appInBrowser({ YOUTUBE_OEMBED_URL: `http://127.0.0.1:${await freePort()}/oembed`, YOUTUBE_OEMBED_TIMEOUT_MS: '500' });

describe('the music field when YouTube cannot be reached, on a phone (Chromium, 390×844)', () => {
  it('takes the link, says it could not be checked, and lets the order through to the payment', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=premium');
    await page.getByLabel('Seu nome').fill('Ivo');
    await page.getByLabel('Nome de quem você ama').fill('Ana');
    await page.getByLabel('Data de início').fill('2019-09-01');
    await page.getByLabel('Mensagem', { exact: true }).fill('Nossa música toca.');
    await page
      .getByLabel('Adicionar fotos')
      .setInputFiles({ name: 'nos.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await jpegImage(900, 1200)) });
    await expect.poll(() => page.getByText(/^Preparando a foto/).count(), { timeout: 15_000 }).toBe(0);
    const link = page.getByLabel('Link da música no YouTube (opcional)');
    await link.fill(`https://youtu.be/${VIDEO}`);
    await link.blur();
    await page.getByText('Não foi possível conferir o vídeo agora, mas ele será aceito.', { exact: false }).waitFor();
    expect(await link.getAttribute('aria-invalid')).toBeNull();
    // No search without a YouTube key.
    expect(await page.getByLabel('Buscar a música pelo nome').count()).toBe(0);

    await orderOnTheDemoCheckout(page, 'ivo@example.com');

    const [stored] = await app.server.runtime.useCase(ListMemories).execute({ email: 'ivo@example.com' });
    expect(stored).toBeDefined();
    expect(problems).toEqual([]);
  });
});

describe('the music of a page when YouTube cannot be reached from the phone (Chromium, 390×844)', () => {
  it('takes the player that never answers away after 10 s and offers "Ouvir no YouTube" in its place', async () => {
    const bought = await app.server.buy(memoryFormFields({ plan: 'premium', youtube: `https://youtu.be/${VIDEO}` }), [await jpegImage(900, 1200)]);
    const { page, problems } = await app.phonePage();
    // The embed's address answers with a page that is not YouTube's player (a network or filter in the way): it loads,
    // and never answers the page's "listening".
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    const music = page.getByRole('region', { name: 'Nossa música' });
    await music.locator('iframe').waitFor({ state: 'attached' });
    await music.getByText('Não foi possível tocar aqui.').waitFor({ timeout: 20_000 });
    expect(await musicPlayerGone(music)).toBe(true);
    const fallback = music.getByRole('link', { name: 'Ouvir no YouTube' });
    await fallback.scrollIntoViewIfNeeded();
    expect(await fallback.isVisible()).toBe(true);
    await keepScreenshot(await page.screenshot(), 'music-5-player-unreachable');
    expect(problems).toEqual([]);
  });
});
