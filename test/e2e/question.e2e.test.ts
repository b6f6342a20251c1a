import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { fillTheCouple, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
const MESSAGE = 'Você é a minha pessoa favorita no mundo inteiro.';
const QUESTION = 'Onde foi o nosso primeiro beijo?';
const HINT = 'Tinha areia e mar';

describe('"Pergunta de vocês" on a phone (Chromium, 390×844)', () => {
  it('the recipient sees the names and the question, is refused a wrong answer, and the right one opens the page on that phone', async () => {
    const bought = await app.server.buy({ ...memoryFormFields({ message: MESSAGE }) }, [await jpegImage(900, 1200)]);
    const set = await fetch(`${app.server.baseUrl}/api/update/${bought.id}/question`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bought.token}` },
      body: JSON.stringify({ question: QUESTION, hint: HINT, answer: 'Praia do Forte' }),
    });
    expect(set.status).toBe(200);

    const recipient = await app.phonePage();
    const { page } = recipient;
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).tap();
    await page.getByText(QUESTION).waitFor();
    await page.getByText(HINT, { exact: false }).waitFor();
    expect(await page.content()).not.toContain(MESSAGE);
    await keepScreenshot(await page.screenshot(), 'question-1-asked');
    const answer = page.getByLabel('Sua resposta');
    await answer.fill('Copacabana');
    await page.getByRole('button', { name: 'Abrir' }).tap();
    await page.getByText('Essa não é a resposta. Você pode tentar mais 4 vezes.').waitFor();
    expect(await page.content()).not.toContain(MESSAGE);
    await keepScreenshot(await page.screenshot(), 'question-2-wrong-answer');

    await answer.fill('  praia do FORTE ');
    await answer.press('Enter');
    await page.getByText(MESSAGE).waitFor();
    await keepScreenshot(await page.screenshot(), 'question-3-page-open');

    // That phone keeps the page open; another one is asked.
    await page.reload();
    await page.getByRole('button', { name: 'Clique' }).tap();
    await page.getByText(MESSAGE).waitFor();
    const stranger = await app.phonePage();
    await stranger.page.goto(bought.path);
    await stranger.page.getByRole('button', { name: 'Clique' }).tap();
    await stranger.page.getByText(QUESTION).waitFor();
    expect(await stranger.page.content()).not.toContain(MESSAGE);
    // The one wrong answer's refusal is the only problem the console saw.
    expect(recipient.problems.filter((problem) => !/403/.test(problem))).toEqual([]);
    expect(stranger.problems).toEqual([]);
  });

  it('the buyer adds the question under "Deixar ainda mais especial", and the page asks it; the owner finds it on the edit page', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=basic');
    await page.getByText('Deixar ainda mais especial (opcional)').click();
    await page.getByRole('button', { name: 'Adicionar uma pergunta' }).click();
    await page.getByLabel('Pergunta', { exact: true }).fill(QUESTION);
    await page.getByLabel('Dica (opcional)').fill(HINT);
    await page.getByLabel('Resposta', { exact: true }).fill('Praia do Forte');
    await keepScreenshot(await page.screenshot(), 'question-4-create-form');
    await fillTheCouple(page, MESSAGE);
    const { id, sentBody } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    expect(sentBody).toMatch(/name="question"\r\n\r\nOnde foi o nosso primeiro beijo\?\r\n/);
    await fetch(`${app.server.baseUrl}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' });

    const mails = await app.server.outbox();
    const pageLink = mails.map((mail) => new RegExp(`https?://[^\\s]+/[a-z0-9-]+/${id}`).exec(mail.text ?? '')?.[0]).find(Boolean)!;
    const read = await (await fetch(pageLink.replace(/\/([a-z0-9-]+)\/([A-Za-z0-9_-]+)$/, '/api/$1/$2'))).json();
    expect(read).toMatchObject({ asks: { question: QUESTION, hint: HINT } });
    expect(JSON.stringify(read)).not.toContain(MESSAGE);

    const link = mails.map((mail) => /https?:\/\/[^\s]+\/update\/[^\s]+/.exec(mail.text ?? '')?.[0]).find(Boolean)!;
    await page.goto(link);
    const section = page.getByRole('region', { name: 'Pergunta de vocês' });
    await section.getByText(QUESTION).waitFor();
    expect(await page.content()).not.toMatch(/praia do forte/i);
    expect(problems).toEqual([]);
  });
});
