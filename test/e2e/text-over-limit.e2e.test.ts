import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { PHONE_SCREENS } from '../support/browser/browser.js';
import { fillTheCouple, openCreateForm } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();
/** A long letter: 5,600 characters, 600 beyond the message's limit. */
const LETTER = `${'Eu te amo. '.repeat(509)}Para sempre.`.slice(0, 5600);

describe.each(PHONE_SCREENS)('a text over its limit in the creation form, on a phone (Chromium, $width×$height)', (screen) => {
  it('a 5,600-character paste into the message is kept whole, counted and keeps the order from being sent', async () => {
    const { context, page, problems } = await app.phonePage(screen);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openCreateForm(page, '/create?plan=premium');
    await fillTheCouple(page, 'Oi');
    const message = page.getByLabel('Mensagem', { exact: true });
    await message.fill('');
    await page.evaluate((text) => navigator.clipboard.writeText(text), LETTER);
    await message.focus();
    await page.keyboard.press('ControlOrMeta+V');

    expect(LETTER).toHaveLength(5600);
    await expect.poll(() => message.inputValue()).toBe(LETTER);
    const sentence = page.getByText('Sua mensagem tem 600 caracteres a mais', { exact: true });
    await sentence.waitFor();
    expect(await message.getAttribute('aria-invalid')).toBe('true');
    await sentence.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), `text-over-limit-1-message-${screen.width}`);

    let ordered = false;
    page.on('request', (request) => (ordered ||= request.url().endsWith('/api/create-payment')));
    const submit = page.getByRole('button', { name: 'Criar minha página' });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    // Marked, not disabled: a tap is answered with the field to fix.
    await submit.click({ force: true });
    await expect.poll(() => message.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Quase lá!' }).count()).toBe(0);
    expect(await message.inputValue()).toBe(LETTER);
    await message.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), `text-over-limit-2-blocked-${screen.width}`);

    // Once it fits, the order goes on.
    await message.fill(LETTER.slice(0, 5000));
    await expect.poll(() => message.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Criar minha página' }).click();
    await page.getByRole('dialog', { name: 'Quase lá!' }).waitFor();
    expect(ordered).toBe(false);
    expect(problems).toEqual([]);
  });

  it('a name over 50 characters is kept whole, counted and keeps the order from being sent', async () => {
    const { page, problems } = await app.phonePage(screen);
    await openCreateForm(page, '/create?plan=premium');
    await fillTheCouple(page, 'Te amo');
    const long = 'Maria Eduarda dos Santos Oliveira de Albuquerque Cavalcanti';
    const lovedName = page.getByLabel('Nome de quem você ama');
    await lovedName.fill(long);

    expect(await lovedName.inputValue()).toBe(long);
    const sentence = page.getByText('O nome tem 9 caracteres a mais', { exact: true });
    await sentence.waitFor();
    expect(await lovedName.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('lovedName-contador').textContent()).toContain('59 de 50 caracteres');
    await page.locator('section[aria-labelledby="secao-2"]').scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), `text-over-limit-3-name-${screen.width}`);

    await page.getByRole('button', { name: 'Criar minha página' }).click({ force: true });
    await expect.poll(() => lovedName.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Quase lá!' }).count()).toBe(0);
    expect(await lovedName.inputValue()).toBe(long);

    await lovedName.fill('Maria Eduarda dos Santos Oliveira de Albuquerque');
    await expect.poll(() => lovedName.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Criar minha página' }).click();
    await page.getByRole('dialog', { name: 'Quase lá!' }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe.each(PHONE_SCREENS)('a reply over its limit on the recipient’s page, on a phone (Chromium, $width×$height)', (screen) => {
  it('a note over 280 characters is kept whole, counted and not sent until it fits', async () => {
    const bought = await app.server.buy(memoryFormFields({ plan: 'basic' }), [await jpegImage(900, 1200)]);
    const { page, problems } = await app.phonePage(screen);
    let replies = 0;
    page.on('request', (request) => void (request.method() === 'POST' && request.url().endsWith('/replies') && replies++));
    await page.goto(bought.path);
    await page.getByRole('button', { name: 'Clique' }).click();
    const section = page.getByRole('region', { name: 'Responder com carinho' });
    await section.getByRole('button', { name: 'Escrever um recado' }).click();
    const note = section.getByRole('textbox', { name: 'Seu recado' });
    const long = `${'Obrigada por tudo, meu amor. '.repeat(10)}`.trim();
    await note.fill(long);

    expect(long.length).toBe(289);
    expect(await note.inputValue()).toBe(long);
    const sentence = section.getByText('Seu recado tem 9 caracteres a mais', { exact: true });
    await sentence.waitFor();
    expect(await note.getAttribute('aria-invalid')).toBe('true');
    await sentence.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), `text-over-limit-4-reply-${screen.width}`);

    // Marked, not disabled: a tap is answered with the field to fix.
    await section.getByRole('button', { name: 'Enviar coração e recado' }).click({ force: true });
    await expect.poll(() => note.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(await note.inputValue()).toBe(long);
    expect(replies).toBe(0);

    await note.fill(long.slice(0, 280));
    await expect.poll(() => note.getAttribute('aria-invalid')).toBe('false');
    await section.getByRole('button', { name: 'Enviar coração e recado' }).click();
    await section.getByText('Recado enviado! Quem fez esta página vai receber por e-mail.').waitFor();
    expect(replies).toBe(1);
    expect(problems).toEqual([]);
  });
});
