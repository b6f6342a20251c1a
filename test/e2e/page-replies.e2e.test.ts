import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const isReply = (request: Request) => request.method() === 'POST' && /\/api\/[^/]+\/[^/]+\/replies$/.test(new URL(request.url()).pathname);
const replyEmails = async () => (await app.server.outbox()).filter((mail) => mail.subject === 'Chegou uma resposta com carinho 💌');

/** The page opened as a recipient does, scrolled down to "Responder com carinho" at its end. */
async function openToReply(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Clique' }).click();
  await page.getByRole('heading', { level: 1, name: /Ana Júlia/ }).waitFor();
  const section = page.getByRole('region', { name: 'Responder com carinho' });
  await section.scrollIntoViewIfNeeded();
  return section;
}

describe('"Responder com carinho" (Chromium, phone)', () => {
  it('the recipient sends a heart and a note; the buyer gets them by e-mail and reads them in the editor, then turns replies off', async () => {
    const bought = await app.server.buy(memoryFormFields({ plan: 'basic' }), [await jpegImage(900, 1200)]);

    // The recipient, on their own phone: a heart in one tap.
    const recipient = await app.phonePage();
    const sent: string[] = [];
    recipient.page.on('request', (request) => void (isReply(request) && sent.push(request.postData() ?? '')));
    const section = await openToReply(recipient.page, bought.path);
    await section.getByRole('button', { name: 'Enviar um coração' }).click();
    await section.getByText('Coração enviado! Quem fez esta página vai receber por e-mail.').waitFor();
    await section.getByRole('button', { name: 'Responder de novo' }).click();

    // Then a note, with its count live, kept whole and held back while too long, sent once it fits.
    await section.getByRole('button', { name: 'Escrever um recado' }).click();
    const note = section.getByRole('textbox', { name: 'Seu recado' });
    await note.fill('x'.repeat(281));
    await section.getByText('281/280').waitFor();
    await section.getByText('Seu recado tem 1 caractere a mais', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Enviar coração e recado' }).click({ force: true });
    await expect.poll(() => note.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await note.inputValue()).toHaveLength(281);
    expect(sent).toHaveLength(1);
    await note.fill('Amei cada foto! <b>Obrigada</b> por tudo 💕');
    await section.getByText('35/280').waitFor();
    await keepScreenshot(await recipient.page.screenshot(), 'reply-note-phone');
    await section.getByRole('button', { name: 'Enviar coração e recado' }).click();
    await section.getByText('Recado enviado! Quem fez esta página vai receber por e-mail.').waitFor();
    await keepScreenshot(await recipient.page.screenshot(), 'reply-sent-phone');
    // The note goes cleaned by the same rule the server applies again.
    expect(sent.map((body) => JSON.parse(body))).toEqual([{}, { note: 'Amei cada foto! Obrigada por tudo 💕' }]);
    // The recipient's page never holds the buyer's address.
    expect(await recipient.page.content()).not.toContain('ana@example.com');

    // A third reply from the same phone today is refused with the server's sentence.
    await section.getByRole('button', { name: 'Responder de novo' }).click();
    await section.getByRole('button', { name: 'Enviar um coração' }).click();
    await section.getByText('Coração enviado!').waitFor();
    await section.getByRole('button', { name: 'Responder de novo' }).click();
    await section.getByRole('button', { name: 'Enviar um coração' }).click();
    await section.getByText('Você já enviou 3 respostas para esta página hoje. Tente de novo amanhã.').waitFor();
    await keepScreenshot(await recipient.page.screenshot(), 'reply-refused-phone');
    expect(recipient.problems.filter((problem) => !problem.includes('429'))).toEqual([]);

    // The buyer got each by e-mail.
    await eventually(async () => (await replyEmails()).length).toBe(3);
    const mails = await replyEmails();
    expect(mails.every((mail) => (mail.to as { text: string }).text === 'ana@example.com')).toBe(true);
    expect(mails.some((mail) => mail.text?.includes('> Amei cada foto! Obrigada por tudo 💕'))).toBe(true);

    // The buyer, on the edit page: the replies, newest first, and the switch.
    const buyer = await app.phonePage();
    await buyer.page.goto(bought.editUrl);
    const replies = buyer.page.getByRole('region', { name: 'Respostas com carinho' });
    await replies.getByText('Amei cada foto! Obrigada por tudo 💕').waitFor();
    expect(await replies.getByText('Mandou um coração').count()).toBe(2);
    expect(await replies.getByRole('button', { name: /Ver as/ }).count()).toBe(0);
    const items = await replies.getByRole('listitem').allInnerTexts();
    expect(items.map((text) => text.split('\n')[0])).toEqual(['Mandou um coração', 'Amei cada foto! Obrigada por tudo 💕', 'Mandou um coração']);
    await replies.scrollIntoViewIfNeeded();
    await keepScreenshot(await buyer.page.screenshot(), 'replies-in-editor-phone');

    const toggle = replies.getByRole('switch', { name: 'Receber respostas na página' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click();
    await replies.getByText('Respostas desligadas.').waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await keepScreenshot(await buyer.page.screenshot(), 'replies-off-in-editor-phone');
    expect(buyer.problems).toEqual([]);

    // Turned off, the page no longer offers it.
    const later = await app.phonePage();
    await later.page.goto(bought.path);
    await later.page.getByRole('button', { name: 'Clique' }).click();
    await later.page.getByRole('heading', { name: 'Uma mensagem para você' }).waitFor();
    await later.page.locator('[data-testid="falling-hearts"] > span').first().waitFor({ state: 'attached' });
    await later.page.waitForLoadState('networkidle');
    expect(await later.page.getByRole('region', { name: 'Responder com carinho' }).count()).toBe(0);
  });
});
