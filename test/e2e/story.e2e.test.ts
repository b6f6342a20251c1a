import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { fillTheCouple, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { jpegImage } from '../support/test-images.js';
import { fillMoment, IN_ORDER, MOMENTS } from '../support/mothers/story.mother.js';

const app = appInBrowser();
const MESSAGE = 'Cada dia ao seu lado é o meu favorito.';

const titlesIn = (list: Locator) => list.locator('h3, strong').allTextContents();

describe('Nossa história on a phone (Chromium, 390×844)', () => {
  it('the buyer adds 8 moments, pays on the demo checkout, and the page shows them in date order after the message', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=premium');
    await page.getByText('Deixar ainda mais especial (opcional)').click();
    const story = page.getByRole('group', { name: 'Nossa história' });
    for (const [index, moment] of MOMENTS.entries()) {
      await story.getByRole('button', { name: 'Adicionar momento' }).click();
      await fillMoment(story.getByRole('group', { name: `Momento ${index + 1}` }), moment);
    }
    expect(await story.getByRole('button', { name: 'Adicionar momento' }).count()).toBe(0);
    expect(await story.getByText('Você já tem 8 momentos, o máximo.').isVisible()).toBe(true);
    expect(await story.getByRole('alert').count()).toBe(0);
    await story.getByRole('group', { name: 'Momento 1' }).scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'story-1-create-form');
    const preview = page.getByTestId('historia-previa');
    expect(await titlesIn(preview)).toEqual(IN_ORDER);
    await preview.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'story-2-live-preview');

    await fillTheCouple(page, MESSAGE);
    const { id } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.waitForURL(`**/pagamento/${id}`);

    await page.goto(`/ana-julia-e-joao/${id}`);
    await page.getByRole('button', { name: 'Clique' }).click();
    const timeline = page.getByRole('region', { name: 'Nossa história' });
    await timeline.scrollIntoViewIfNeeded();
    expect(await timeline.locator('h3').allTextContents()).toEqual(IN_ORDER);
    expect(await timeline.locator('time').first().textContent()).toBe('12 jun 2021');
    expect(await timeline.locator('time').nth(1).textContent()).toBe('12 jun 2021, 20:30');
    // After the message, before the music.
    const after = await page.evaluate(() => {
      const letter = document.querySelector('[aria-labelledby="message-title"]')!;
      const section = document.querySelector('[aria-labelledby="story-title"]')!;
      return Boolean(letter.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(after).toBe(true);
    await keepScreenshot(await page.screenshot(), 'story-3-public-page');
    expect(problems.filter((problem) => !/youtube/i.test(problem))).toEqual([]);
  }, 90_000);

  it("on the basic plan the section says the story is Pra Sempre's and offers it", async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=basic');
    await page.getByText('Deixar ainda mais especial (opcional)').click();
    const story = page.getByRole('group', { name: 'Nossa história' });
    await story.getByText('Nossa história faz parte do plano Pra Sempre.').waitFor();
    expect(await story.getByRole('button', { name: 'Adicionar momento' }).count()).toBe(0);
    await story.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'story-0-basic-plan');
    await story.getByRole('button', { name: 'Escolher Pra Sempre' }).click();
    await story.getByRole('button', { name: 'Adicionar momento' }).waitFor();
    expect(await page.getByRole('radio', { name: /Plano Pra Sempre/ }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('the owner changes, removes and adds moments in the editor, and the page follows', async () => {
    const bought = await app.server.buy(
      {
        yourName: 'Ana Júlia',
        lovedName: 'João',
        datingSince: '2021-06-12',
        message: MESSAGE,
        plan: 'premium',
        youtube: '',
        email: 'ana@example.com',
        story: JSON.stringify(MOMENTS.slice(0, 3).map(({ time, ...moment }) => ({ ...moment, time: time || null }))),
      },
      [await jpegImage(900, 1200)],
    );
    const { page, problems } = await app.phonePage();
    await page.goto(bought.editUrl);
    const story = page.getByRole('group', { name: 'Nossa história' });
    await story.getByRole('group', { name: 'Momento 1' }).waitFor();
    // The editor lists them as stored: in date order.
    expect(await story.getByLabel('Título').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      'Primeiro encontro',
      'Primeiro Dia dos Namorados',
      'Natal na praia',
    ]);
    await story.getByRole('group', { name: 'Momento 2' }).getByLabel('Título').fill('Dia dos Namorados <b>inesquecível</b>');
    await story.getByRole('button', { name: 'Remover momento 3' }).click();
    await story.getByRole('button', { name: 'Adicionar momento' }).click();
    const added = story.getByRole('group', { name: 'Momento 3' });
    await added.getByLabel('Data', { exact: true }).fill('2099-01-01');
    await added.getByLabel('Título').fill('No futuro');
    expect(await added.getByRole('alert').textContent()).toContain('Momento 3 de "Nossa história": a data não pode estar no futuro.');
    await added.getByLabel('Data', { exact: true }).fill('2020-01-01');
    await expect.poll(() => added.getByRole('alert').count()).toBe(0);
    await added.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'story-4-editor');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.getByRole('status').filter({ hasText: 'Dados atualizados com sucesso!' }).waitFor();

    const api = await (await fetch(`${app.server.baseUrl}/api/ana-julia-e-joao/${bought.id}`)).json();
    expect(api.story.map((moment: { title: string }) => moment.title)).toEqual(['No futuro', 'Primeiro encontro', 'Dia dos Namorados inesquecível']);
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    const timeline = page.getByRole('region', { name: 'Nossa história' });
    await timeline.waitFor();
    expect(await timeline.locator('h3').allTextContents()).toEqual(['No futuro', 'Primeiro encontro', 'Dia dos Namorados inesquecível']);
    expect(problems).toEqual([]);
  }, 180_000);
});
