import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { FixedClock } from '../support/fakes/fixed-clock.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

/** Together since 10 May 2023: the third anniversary is 10 May 2026 in São Paulo. The server's clock is moved to it. */
const EVE = new Date('2026-05-09T15:00:00.000Z');
const ANNIVERSARY = new Date('2026-05-10T15:00:00.000Z');
const clock = new FixedClock(new Date('2026-03-10T15:00:00.000Z'));
const app = appInBrowser({}, clock);

describe('"Um novo capítulo" on a phone (Chromium, 390×844)', () => {
  it('the owner adds the third year’s chapter on the anniversary, and the recipient sees it after the story, marked "Novo"', async () => {
    const story = JSON.stringify([{ date: '2023-05-10', title: 'O primeiro encontro' }]);
    const bought = await app.server.buy({ ...memoryFormFields({ plan: 'premium', datingSince: '2023-05-10' }), story }, [await jpegImage(900, 1200)]);

    // The day before: the third year's chapter is not offered yet (the second is, for a couple who never wrote it).
    clock.set(EVE);
    const owner = await app.phonePage();
    await owner.page.clock.setFixedTime(EVE);
    await owner.page.goto(new URL(bought.editUrl).pathname + new URL(bought.editUrl).search);
    const section = owner.page.getByRole('region', { name: 'Um novo capítulo' });
    await section.getByRole('button', { name: 'Adicionar o capítulo do 2º ano' }).waitFor();
    expect(await section.getByRole('button', { name: 'Adicionar o capítulo do 3º ano' }).count()).toBe(0);

    // The anniversary: the edit page read again offers the third year's chapter.
    clock.set(ANNIVERSARY);
    await owner.page.clock.setFixedTime(ANNIVERSARY);
    await owner.page.reload();
    await section.getByRole('button', { name: 'Adicionar o capítulo do 3º ano' }).tap();
    await section.getByLabel('Título do capítulo').fill('O ano de Paris');
    await section.getByLabel('Texto do capítulo').fill('Chovia em Paris.\nE a gente nem percebeu.');
    // Refused in Portuguese before anything is sent: a chapter needs a photo.
    await section.getByRole('button', { name: 'Salvar capítulo' }).tap();
    await section.getByText('Um capítulo leva uma ou duas fotos.').waitFor();
    await section.getByLabel('Fotos (uma ou duas)').setInputFiles([
      { name: 'paris-1.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(1200, 900) },
      { name: 'paris-2.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(900, 1200) },
    ]);
    await section.getByRole('button', { name: 'Salvar capítulo' }).tap();
    await section.getByRole('status').getByText('Capítulo adicionado.').waitFor();
    expect(await section.getByText('O ano de Paris').isVisible()).toBe(true);
    expect(await section.getByRole('img', { name: 'Foto 2 do capítulo do 3º ano' }).isVisible()).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await keepScreenshot(await owner.page.screenshot(), 'chapters-1-edit-page');

    // The recipient, on another phone: after the tap, the chapter after the story, "Novo", its photos drawn.
    const recipient = await app.phonePage();
    await recipient.page.clock.setFixedTime(ANNIVERSARY);
    await recipient.page.goto(bought.path);
    await recipient.page.getByRole('button', { name: 'Clique' }).tap();
    const chapters = recipient.page.getByRole('region', { name: 'Um novo capítulo' });
    await chapters.getByText('Capítulo do 3º ano').waitFor();
    expect(await chapters.getByText('Novo', { exact: true }).isVisible()).toBe(true);
    expect(await chapters.getByRole('heading', { name: 'O ano de Paris' }).isVisible()).toBe(true);
    expect(await chapters.getByText('E a gente nem percebeu.').isVisible()).toBe(true);
    const photos = chapters.getByRole('img');
    expect(await photos.count()).toBe(2);
    await chapters.scrollIntoViewIfNeeded();
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    const [storyBox, chaptersBox] = await Promise.all([
      recipient.page.getByRole('region', { name: 'Nossa história' }).boundingBox(),
      chapters.boundingBox(),
    ]);
    expect(chaptersBox!.y).toBeGreaterThan(storyBox!.y);
    await keepScreenshot(await recipient.page.screenshot(), 'chapters-2-recipient');
    expect(owner.problems).toEqual([]);
    expect(recipient.problems).toEqual([]);
  });
});
