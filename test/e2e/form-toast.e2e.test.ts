import { describe, expect, it } from 'vitest';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { openCreateForm } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';

const app = appInBrowser();
const FILL_ALL = 'Por favor, preencha todos os campos obrigatórios!';

describe('the red toast of the creation form, on a phone (Chromium, 390×844)', () => {
  it('goes as soon as the fields it spoke of are filled, and by itself after 6 s otherwise', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=premium');
    const submit = page.getByRole('button', { name: 'Criar minha página' });
    const toast = page.getByRole('alert').filter({ hasText: FILL_ALL });

    // Left alone, it goes by itself: still there after 4 s, gone before 8 s.
    await submit.click({ force: true });
    await toast.waitFor();
    await page.waitForTimeout(4000);
    expect(await toast.count()).toBe(1);
    await keepScreenshot(await page.screenshot(), 'form-toast-1-shown');
    await toast.waitFor({ state: 'detached', timeout: 4000 });

    // Shown again, it goes at once when the last missing field is filled, long before its time.
    await submit.click({ force: true });
    await toast.waitFor();
    const shownAt = Date.now();
    await page.getByLabel('Seu nome').fill('Ana Júlia');
    await page.getByLabel('Nome de quem você ama').fill('João');
    await page.getByLabel('Data de início').fill('2021-06-12');
    expect(await toast.count()).toBe(1);
    await page.getByLabel('Mensagem', { exact: true }).fill('Te amo');
    await toast.waitFor({ state: 'detached', timeout: 1000 });
    expect(Date.now() - shownAt).toBeLessThan(6000);
    await keepScreenshot(await page.screenshot(), 'form-toast-2-gone');
    expect(problems).toEqual([]);
  });
});
