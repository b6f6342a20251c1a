import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { Memory } from '../../src/domain/memory/memory.js';
import { startAppServer, type AppServer, type BoughtPage } from '../support/browser/app-server.js';
import { CHROMIUM_PATH, phonePage } from '../support/browser/browser.js';
import { fillTheCouple, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { OFFLINE_CHROMIUM_FLAGS } from '../support/chromium-flags.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { makeTone } from '../support/voice/audio-fixtures.js';

let server: AppServer;
let browser: Browser;
let folder: string;

/** A browser of its own: Chromium's fake microphone plays a 440 Hz tone, and its permission is granted without a prompt. */
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'voice-e2e-'));
  const microphone = await makeTone(folder, 'wav', 5);
  [server, browser] = await Promise.all([
    startAppServer(),
    chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...OFFLINE_CHROMIUM_FLAGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-audio-capture=${microphone}`,
        '--autoplay-policy=no-user-gesture-required',
      ],
    }),
  ]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

const phone = (): Promise<{ page: Page; problems: string[] }> => phonePage(browser, server.baseUrl);

/** Moves the page's reveal date (the server judges it): `ms` from now, ahead (sealed) or past (open). */
async function revealIn(bought: BoughtPage, ms: number): Promise<void> {
  const repository = server.runtime.container.get(PORTS.MemoryRepository);
  const memory = (await repository.findById(bought.id))!;
  await repository.update(Memory.restore({ ...memory.snapshot(), revealAt: new Date(Date.now() + ms) }));
}

/** The audio element's own word that it loaded the file: its length and what it knows of it, once 'loadedmetadata' came. */
async function loadedAudio(audio: Locator): Promise<{ duration: number; readyState: number; paused: boolean; src: string }> {
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  return audio.evaluate((element: HTMLAudioElement) => ({
    duration: element.duration,
    readyState: element.readyState,
    paused: element.paused,
    src: element.currentSrc,
  }));
}

/** Taps a button of the edit page with the page's thumb. */
const tap = (button: Locator): Promise<void> => button.tap();

const storedPathOf = (src: string) => new URL(src).pathname.replace(/^\/api/, '');

/** The owner keeps the take on the edit page, and the page then names it. */
async function keepTake(section: Locator): Promise<string> {
  await tap(section.getByRole('button', { name: 'Guardar este áudio' }));
  await section.getByText('Áudio guardado na página.').waitFor({ timeout: 30_000 });
  const kept = await loadedAudio(section.getByLabel('Áudio da página'));
  expect(kept.duration).toBeGreaterThan(0.5);
  return storedPathOf(kept.src);
}

/** The recipient taps "Clique" and finds the player after the message; it plays only when tapped. */
async function hearOnThePage(page: Page, path: string, name: string): Promise<number> {
  const served = page.waitForResponse((response) => response.url().endsWith('.m4a'));
  await page.goto(path);
  await page.getByRole('button', { name: 'Clique' }).tap();
  const voice = page.getByRole('region', { name: 'Um áudio seu' });
  await voice.waitFor();
  const answer = await served;
  expect(answer.headers()['content-type']).toBe('audio/mp4');
  const audio = voice.locator('audio');
  const loaded = await loadedAudio(audio);
  expect(loaded.paused).toBe(true);
  expect(await audio.getAttribute('autoplay')).toBeNull();
  // After the message.
  const order = await page.evaluate(() => {
    const message = document.getElementById('message-title');
    const voiceTitle = document.getElementById('voice-title');
    return message && voiceTitle ? message.compareDocumentPosition(voiceTitle) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order).toBeGreaterThan(0);
  await voice.scrollIntoViewIfNeeded();
  await keepScreenshot(await page.screenshot(), name);
  return loaded.duration;
}

/** Counts the page's asks for the microphone (`getUserMedia`), from before its first script. */
async function countMicrophoneAsks(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as unknown as { microphoneAsked: number };
    counted.microphoneAsked = 0;
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      counted.microphoneAsked += 1;
      return ask(constraints);
    };
  });
  return () => page.evaluate(() => (window as unknown as { microphoneAsked: number }).microphoneAsked);
}

describe('"Um áudio seu" on a phone (Chromium, 390×844)', () => {
  it('records with the microphone asked for at the tap, keeps it after a preview, 404 before the reveal, then plays on the page', async () => {
    const bought = await server.buy({ ...memoryFormFields({ plan: 'premium' }) }, [await jpegImage(900, 1200)]);
    const { page, problems } = await phone();
    const microphoneAsked = await countMicrophoneAsks(page);
    await page.goto(bought.editUrl);
    const section = page.getByRole('region', { name: 'Um áudio seu' });
    await section.getByText('A página ainda não tem áudio.').waitFor();
    expect(await microphoneAsked()).toBe(0);

    await tap(section.getByRole('button', { name: 'Gravar' }));
    expect(await microphoneAsked()).toBe(1);
    await section.getByText(/Gravando… [2-9] s de 60/).waitFor({ timeout: 15_000 });
    await tap(section.getByRole('button', { name: 'Parar' }));
    const preview = section.getByLabel('Prévia do áudio');
    await preview.waitFor();
    await keepScreenshot(await page.screenshot(), 'voice-1-preview');
    const path = await keepTake(section);
    expect(path).toMatch(new RegExp(`^/uploads/${bought.id}/[0-9a-f]+\\.m4a$`));

    // Before the reveal date: nobody but the owner hears it.
    await revealIn(bought, 24 * 60 * 60 * 1000);
    expect((await fetch(`${server.baseUrl}/api${path}`)).status).toBe(404);
    const json = (await (await fetch(`${server.baseUrl}/api/${bought.slug}/${bought.id}`)).json()) as Record<string, unknown>;
    expect(JSON.stringify(json)).not.toContain('.m4a');

    await revealIn(bought, -1000);
    const recipient = await phone();
    const seconds = await hearOnThePage(recipient.page, bought.path, 'voice-2-recorded-on-the-page');
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(62);
    expect([...problems, ...recipient.problems]).toEqual([]);
  }, 120_000);

  it('takes a chosen file, and the page plays it', async () => {
    const bought = await server.buy({ ...memoryFormFields({ plan: 'premium' }) }, [await jpegImage(900, 1200)]);
    const { page, problems } = await phone();
    await page.goto(bought.editUrl);
    const section = page.getByRole('region', { name: 'Um áudio seu' });
    await section.getByText('A página ainda não tem áudio.').waitFor();
    await section.getByLabel('Escolher um arquivo de áudio').setInputFiles(await makeTone(folder, 'mp3', 4, 523));
    await section.getByLabel('Prévia do áudio').waitFor();
    await keepTake(section);

    const recipient = await phone();
    const seconds = await hearOnThePage(recipient.page, bought.path, 'voice-3-file-on-the-page');
    expect(seconds).toBeGreaterThan(3.5);
    expect(seconds).toBeLessThan(4.5);
    expect([...problems, ...recipient.problems]).toEqual([]);
  }, 120_000);

  it('records on the creation form while the buyer writes, goes with the order through the demo checkout, and the paid page plays it', async () => {
    const { page, problems } = await phone();
    const microphoneAsked = await countMicrophoneAsks(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openCreateForm(page, '/create?plan=premium');
    await fillTheCouple(page, 'Cada dia ao seu lado é o meu favorito.');
    await page.getByText('Deixar ainda mais especial (opcional)').tap();
    const open = page.getByRole('button', { name: '+ Gravar um áudio seu' });
    await open.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'voice-4-create-form-closed');
    // Nothing of the recorder before the buyer asks for it.
    expect(scripts.filter((path) => /voice-(fields|recorder)/.test(path))).toEqual([]);
    await tap(open);
    const fields = page.getByRole('group', { name: 'Um áudio seu' });
    await tap(fields.getByRole('button', { name: 'Gravar' }));
    expect(await microphoneAsked()).toBe(1);
    expect(scripts.filter((path) => /voice-(fields|recorder)/.test(path)).length).toBeGreaterThan(0);
    await fields.getByText(/Gravando… [2-9] s de 60/).waitFor({ timeout: 15_000 });
    // The take goes up as soon as it is made, while it plays in the preview.
    const staged = page.waitForResponse((response) => response.url().endsWith('/api/staged-voice'));
    await tap(fields.getByRole('button', { name: 'Parar' }));
    await fields.getByLabel('Prévia do áudio').waitFor();
    await fields.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'voice-5-create-form-preview');
    const { reference, seconds } = (await (await staged).json()) as { reference: string; seconds: number };
    expect(seconds).toBeGreaterThan(1);
    await tap(fields.getByRole('button', { name: 'Guardar este áudio' }));
    await fields.getByText(/^Áudio enviado \(\d+ s\)/).waitFor({ timeout: 30_000 });
    await keepScreenshot(await page.screenshot(), 'voice-6-create-form-sent');

    const { id, sentBody } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    expect(sentBody).toContain(`name="stagedVoice"\r\n\r\n${reference}`);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(`**/pagamento/${id}`);

    const recipient = await phone();
    const played = await hearOnThePage(recipient.page, `/ana-julia-e-joao/${id}`, 'voice-7-ordered-on-the-page');
    expect(played).toBeGreaterThan(1);
    expect(played).toBeLessThan(62);
    expect([...problems, ...recipient.problems]).toEqual([]);
  }, 180_000);
});
