import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { fillTheCouple, openCreateForm } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';

const app = appInBrowser();
/** A long letter: 5,600 characters, 600 beyond the message's limit. */
const LETTER = `${'Eu te amo. '.repeat(509)}Para sempre.`.slice(0, 5600);

describe('a text over its limit in the creation form, on a phone (Chromium, 390×844)', () => {
  it('a 5,600-character paste into the message is kept whole, counted and keeps the order from being sent', async () => {
    const { context, page, problems } = await app.phonePage();
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
    await keepScreenshot(await page.screenshot(), 'text-over-limit-1-message');

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
    await keepScreenshot(await page.screenshot(), 'text-over-limit-2-blocked');

    // Once it fits, the order goes on.
    await message.fill(LETTER.slice(0, 5000));
    await expect.poll(() => message.getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Criar minha página' }).click();
    await page.getByRole('dialog', { name: 'Quase lá!' }).waitFor();
    expect(ordered).toBe(false);
    expect(problems).toEqual([]);
  });
});
