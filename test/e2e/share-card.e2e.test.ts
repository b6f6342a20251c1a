import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { decodePdfQr, decodePngQr, pdfPages } from '../support/print/read-card.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
const mm = (value: number) => (value * 72) / 25.4;

/** Taps the link named `name` and waits for the file it downloads: its suggested name and bytes. */
async function download(page: Page, name: string): Promise<{ fileName: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const path = await file.path();
  return { fileName: file.suggestedFilename(), bytes: await readFile(path) };
}

/** Downloads the A6 card, the A4 sheet and the status image from the page shown, and checks each one's QR code. */
async function downloadsOpenThePage(page: Page, publicUrl: string, slug: string): Promise<void> {
  const a6 = await download(page, 'Baixar cartão para imprimir (A6)');
  expect(a6.fileName).toBe(`cartao-${slug}-a6.pdf`);
  expect(a6.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const a6Pages = pdfPages(a6.bytes);
  expect([a6Pages.count, Math.round(a6Pages.width), Math.round(a6Pages.height)]).toEqual([1, Math.round(mm(105)), Math.round(mm(148))]);
  expect(decodePdfQr(a6.bytes)).toBe(publicUrl);

  const a4 = await download(page, 'Baixar cartão para imprimir (A4)');
  expect(a4.fileName).toBe(`cartao-${slug}-a4.pdf`);
  const a4Pages = pdfPages(a4.bytes);
  expect([a4Pages.count, Math.round(a4Pages.width), Math.round(a4Pages.height)]).toEqual([1, Math.round(mm(210)), Math.round(mm(297))]);
  expect(decodePdfQr(a4.bytes)).toBe(publicUrl);

  const story = await download(page, 'Imagem para o status');
  expect(story.fileName).toBe(`status-${slug}.png`);
  const meta = await sharp(story.bytes).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['png', 1080, 1920]);
  expect(await decodePngQr(story.bytes)).toBe(publicUrl);

  const whatsApp = new URL((await page.getByRole('link', { name: 'Compartilhar no WhatsApp' }).getAttribute('href'))!);
  expect(whatsApp.origin).toBe('https://wa.me');
  expect(whatsApp.searchParams.get('text')).toContain(publicUrl);
}

describe('the printable card and the status image (Chromium, phone)', () => {
  it('downloads from the payment return page, and their QR codes open the page', async () => {
    const bought = await app.server.buy(memoryFormFields({ yourName: 'Lia', lovedName: 'Caio' }), [await jpegImage(800, 600)]);
    const { page, problems } = await app.phonePage();
    await page.goto(`/pagamento/${bought.id}`);
    await page.getByRole('heading', { name: 'Site criado com sucesso!' }).waitFor();
    await page.getByRole('heading', { name: 'Imprima e compartilhe' }).waitFor();

    await downloadsOpenThePage(page, `${app.server.baseUrl}${bought.path}`, bought.slug);
    expect(problems).toEqual([]);
  });

  it("downloads from the owner's edit page, and their QR codes open the page", async () => {
    const bought = await app.server.buy(memoryFormFields({ yourName: 'Rosa', lovedName: 'Téo' }), [await jpegImage(800, 600)]);
    const { page, problems } = await app.phonePage();
    await page.goto(bought.editUrl);
    await page.getByRole('heading', { level: 1, name: 'Editar Página de Amor' }).waitFor();
    await page.getByRole('heading', { name: 'Imprima e compartilhe' }).waitFor();

    await downloadsOpenThePage(page, `${app.server.baseUrl}${bought.path}`, bought.slug);
    expect(problems).toEqual([]);
  });
});
