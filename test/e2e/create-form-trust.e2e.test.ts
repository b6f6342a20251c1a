import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_PLAN_PRICES } from '../../src/domain/shop/shop-content.js';
import { formatBrl } from '../../src/texts/currency.pt-br.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';
import { openCreateForm } from '../support/browser/create-form.js';

/**
 * What a buyer on a phone (390 × 844) must be able to trust on the create form and the landing: each plan's features
 * under that plan, nothing thrown away when the plan changes, names never changed without a word, a price on the
 * first screen. Screenshots go to /tmp/shots-create/.
 */
const SHOTS = '/tmp/shots-create';
const app = appInBrowser();
let folder: { path: string; remove(): Promise<void> };
const photos: string[] = [];

beforeAll(async () => {
  folder = await tempDir('memories-trust-photos-');
  await mkdir(SHOTS, { recursive: true });
  for (const [i, [width, height]] of (
    [
      [900, 600],
      [600, 900],
      [900, 700],
    ] as const
  ).entries()) {
    const path = join(folder.path, `foto-${i + 1}.jpg`);
    await writeFile(path, await jpegImage(width, height));
    photos.push(path);
  }
});

afterAll(async () => {
  await folder?.remove();
});

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** The feature line with exactly this text, in the create form's plan step. */
const featureLine = (page: Page, text: string) => page.locator('fieldset li').filter({ hasText: new RegExp(`^${text}$`) });

/** The card of a plan on the create form: its radio covers the whole card. */
const planCard = (page: Page, title: string) => page.getByRole('radio', { name: new RegExp(title) });

async function fillDetails(page: Page) {
  await page.getByLabel('Seu nome').fill('Ana');
  await page.getByLabel('Nome de quem você ama').fill('João');
  await page.getByLabel('Data de início').fill('2021-06-12');
  await page.getByLabel('Mensagem', { exact: true }).fill('Cada dia ao seu lado é o meu favorito.');
}

async function photosReady(page: Page, count: number) {
  await expect.poll(() => page.getByRole('button', { name: /^Remover foto/ }).count()).toBe(count);
  await expect.poll(() => page.getByText(/^Preparando a foto/).count(), { timeout: 15_000 }).toBe(0);
}

describe('the create form on a phone: trust and recovery', () => {
  it("shows each plan's features inside that plan's card, on the create form and on the landing", async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=premium');
    await planCard(page, 'Plano Pra Sempre').waitFor();
    const premium = await boxOf(planCard(page, 'Plano Pra Sempre'));
    const basic = await boxOf(planCard(page, 'Plano Anual'));
    for (const text of ['Acesso para sempre', '3 fotos', 'Música de fundo']) {
      const line = await boxOf(featureLine(page, text));
      expect(inside(line, premium), `"${text}" under the Plano Pra Sempre`).toBe(true);
      expect(inside(line, basic), `"${text}" not under the Plano Anual`).toBe(false);
    }
    await page.getByRole('group', { name: 'Escolha o plano' }).scrollIntoViewIfNeeded();
    await shot(page, '1-plans-premium-chosen');

    await planCard(page, 'Plano Anual').click();
    await page.waitForURL(/plan=basic/);
    const basicNow = await boxOf(planCard(page, 'Plano Anual'));
    const premiumNow = await boxOf(planCard(page, 'Plano Pra Sempre'));
    for (const text of ['1 ano de acesso', '1 foto', 'Sem música']) {
      const line = await boxOf(featureLine(page, text));
      expect(inside(line, basicNow), `"${text}" under the Plano Anual`).toBe(true);
      expect(inside(line, premiumNow), `"${text}" not under the Plano Pra Sempre`).toBe(false);
    }
    await shot(page, '1-plans-basic-chosen');

    await page.goto('/');
    for (const [title, texts] of [
      ['Plano Anual', ['1 ano de acesso', '1 foto', 'Sem música']],
      ['Plano Pra Sempre', ['Acesso para sempre', '3 fotos', 'Música de fundo']],
    ] as const) {
      const card = page.locator('#planos').getByRole('article', { name: title });
      const cardBox = await boxOf(card);
      for (const text of texts) expect(inside(await boxOf(card.getByText(text, { exact: true })), cardBox)).toBe(true);
    }
    await page.locator('#planos').screenshot({ path: join(SHOTS, '1-landing-plans.png') });

    // The same cards on a wide screen, to look at.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openCreateForm(page, '/create?plan=premium');
    await page.getByRole('group', { name: 'Escolha o plano' }).screenshot({ path: join(SHOTS, '1-plans-wide.png') });
    expect(problems).toEqual([]);
  });

  it('keeps the photos and the music link through Plano Anual, marked as not included, never previewed nor sent, and restores them', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=premium');
    await fillDetails(page);
    await page.getByLabel(/Link da música no YouTube/).fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByLabel('Adicionar fotos').setInputFiles(photos);
    await photosReady(page, 3);

    await planCard(page, 'Plano Anual').click();
    await page.waitForURL(/plan=basic/);
    // One photo counts, two are kept aside and say so on their tiles; the link is kept and says so too.
    await photosReady(page, 1);
    const parked = page.getByRole('group', { name: '2 fotos não incluídas no Plano Anual' });
    expect(await parked.getByText('Não incluída no Plano Anual').count()).toBe(2);
    expect(await parked.getByText('Não incluída no Plano Anual').first().isVisible()).toBe(true);
    const music = page.getByRole('group', { name: 'Música não incluída no Plano Anual' });
    expect(await music.getByText('https://youtu.be/dQw4w9WgXcQ').isVisible()).toBe(true);
    // The preview shows the page basic makes: one photo, no music.
    expect(await page.locator('#previa img[alt="Foto 1 de 1"]').count()).toBe(1);
    expect(await page.locator('#previa img[alt$=" de 3"]').count()).toBe(0);
    expect(await page.locator('iframe[title="Música: vídeo do YouTube"]').count()).toBe(0);
    // Complete on basic with the extras parked.
    expect(await page.getByRole('button', { name: 'Criar minha página' }).getAttribute('aria-disabled')).toBe('false');
    await parked.scrollIntoViewIfNeeded();
    await shot(page, '5-parked-photos');
    await music.scrollIntoViewIfNeeded();
    await shot(page, '5-parked-music');

    await planCard(page, 'Plano Pra Sempre').click();
    await page.waitForURL(/plan=premium/);
    await photosReady(page, 3);
    expect(await page.getByLabel(/Link da música no YouTube/).inputValue()).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(await page.locator('#previa img[alt="Foto 1 de 3"]').count()).toBe(1);
    expect(await page.getByRole('group', { name: /não incluídas? no Plano Anual/ }).count()).toBe(0);

    // Back on basic, the order carries one photo and no link.
    await planCard(page, 'Plano Anual').click();
    await page.waitForURL(/plan=basic/);
    await page.getByRole('button', { name: 'Criar minha página' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quase lá!' });
    await dialog.getByLabel('Seu e-mail').fill('ana@example.com');
    await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/create-payment'));
    await dialog.getByRole('button', { name: /Ir para o pagamento/ }).click();
    const body = (await sent).postDataBuffer()!.toString('latin1');
    expect(body.match(/name="stagedPhotos"/g)).toHaveLength(1);
    expect(/name="plan"\r\n\r\n([^\r]*)\r\n/.exec(body)?.[1]).toBe('basic');
    expect(/name="youtube"\r\n\r\n([^\r]*)\r\n/.exec(body)?.[1]).toBe('');
    await page.waitForURL(/\/checkout\/demo\//, { timeout: 30_000 });
    expect(problems).toEqual([]);
  });

  it('says what a name will become before changing it, as the server does', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=premium');
    const yourName = page.getByLabel('Seu nome');
    await yourName.fill('Amor ❤️ da vida');
    await yourName.blur();
    expect(await yourName.inputValue()).toBe('Amor ❤️ da vida');
    const hint = page.locator('#yourName-dica');
    expect(await hint.textContent()).toBe('Emojis e símbolos ficam de fora: o nome ficará “Amor da vida”.');
    expect(await hint.isVisible()).toBe(true);
    await page.locator('section[aria-labelledby="secao-2"]').screenshot({ path: join(SHOTS, '7-name-emoji.png') });

    // The server applies the same rule to a name sent as typed.
    const bought = await app.server.buy(
      {
        yourName: 'Maria Eduarda dos Santos',
        lovedName: 'Amor ❤️ da vida',
        datingSince: '2021-06-12',
        message: 'Te amo',
        plan: 'basic',
        email: 'ana@example.com',
      },
      [await jpegImage(400, 300)],
    );
    expect(bought.slug).toBe('maria-eduarda-dos-santos-e-amor-da-vida');
    expect(problems).toEqual([]);
  });

  it('shows the lowest price on the landing’s first screen on a phone', async () => {
    const { page, problems } = await app.phonePage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const price = `a partir de ${formatBrl(Math.min(SPEC_PLAN_PRICES.basic, SPEC_PLAN_PRICES.premium))}`;
    const shown = page.getByText(price);
    const visible = await Promise.all((await shown.all()).map((match) => match.isVisible()));
    expect(visible).toContain(true);
    const box = await boxOf(shown.nth(visible.indexOf(true)));
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await shot(page, 'hero-price');
    expect(problems).toEqual([]);
  });
});
