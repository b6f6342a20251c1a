import { describe, expect, it } from 'vitest';
import { letterDayRange } from '../../src/domain/letters/future-letter.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { fillTheCouple, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';

const app = appInBrowser();

/** "12/07" from "2026-07-12", as the envelopes say a letter's day. */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

describe('"Cartas para o futuro" written with the order, on a phone (Chromium, 390×844)', () => {
  it('a Pra Sempre order with two letters shows them on the edit page once paid on the demo checkout', async () => {
    const { page, problems } = await app.phonePage();
    const { first, last } = letterDayRange(new Date());
    await openCreateForm(page, '/create?plan=premium');
    await fillTheCouple(page, 'Cada dia ao seu lado é o meu favorito.');
    await page.getByText('Deixar ainda mais especial (opcional)').click();
    await page.getByRole('button', { name: /Adicionar uma pergunta/ }).scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'order-extras-0-buttons');

    await page.getByRole('button', { name: /Escrever cartas para o futuro/ }).click();
    const letterOne = page.getByRole('group', { name: 'Carta 1' });
    await letterOne.getByLabel('Título do envelope').fill('Abra quando sentir saudade');
    await letterOne.getByLabel('Carta', { exact: true }).fill('Você é o meu lugar preferido.');
    await letterOne.getByLabel('Dia em que abre').fill('2020-01-01');
    await letterOne.getByText('A carta deve abrir a partir de amanhã e até cinco anos à frente.').waitFor();
    await letterOne.getByLabel('Dia em que abre').fill(first);
    await expect.poll(() => letterOne.getByRole('alert').count()).toBe(0);
    await page.getByRole('button', { name: /Escrever mais uma carta/ }).click();
    const letterTwo = page.getByRole('group', { name: 'Carta 2' });
    await letterTwo.getByLabel('Título do envelope').fill('Daqui a cinco anos');
    await letterTwo.getByLabel('Carta', { exact: true }).fill('Olha só onde a gente chegou.');
    await letterTwo.getByLabel('Dia em que abre').fill(last);

    // The question's button opens its fields too; closed again, it is not part of this order.
    await page.getByRole('button', { name: /Adicionar uma pergunta/ }).click();
    await page.getByLabel('Pergunta', { exact: true }).fill('Onde foi o nosso primeiro encontro?');
    await page.getByLabel('Dica (opcional)').fill('Tinha pipoca');
    await page.getByLabel('Pergunta', { exact: true }).scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'order-extras-1-question');
    await letterOne.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'order-extras-2-letters');
    await page.getByRole('button', { name: 'Não incluir a pergunta' }).click();

    const { id, sentBody } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    expect(sentBody).toContain('name="letters"');
    expect(sentBody).not.toContain('name="question"');
    await fetch(`${app.server.baseUrl}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' });

    const link = (await app.server.outbox()).map((mail) => /https?:\/\/[^\s]+\/update\/[^\s]+/.exec(mail.text ?? '')?.[0]).find(Boolean)!;
    await page.goto(link);
    const letters = page.getByRole('region', { name: 'Cartas para o futuro' });
    await letters.getByText('2 de 12 cartas.').waitFor();
    await letters.getByText('Abra quando sentir saudade').waitFor();
    await letters.getByText(`Abre em ${dayMonth(first)}`).waitFor();
    await letters.getByText('Daqui a cinco anos').waitFor();
    await letters.getByText(`Abre em ${dayMonth(last)}`).waitFor();
    await letters.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'order-extras-3-edit-page');
    expect(problems).toEqual([]);
  });
});
