import { afterAll, describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { startFakeOembed } from '../support/youtube/fake-oembed.js';

const VIDEO = 'aaaaaaaaaaa';
const youtube = await startFakeOembed({ [VIDEO]: { status: 200, title: 'Evidências (Ao Vivo)', author_name: 'Chitãozinho & Xororó' } });
const app = appInBrowser({ YOUTUBE_OEMBED_URL: youtube.url });
afterAll(() => youtube.close());

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
});
