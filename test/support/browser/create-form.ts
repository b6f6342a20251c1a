import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { jpegImage } from '../test-images.js';

/**
 * Waits until the creation form's code runs. The form arrives rendered in the page's HTML; what only the browser
 * knows is filled in once React has taken it over, the preview's link to this page's host among it.
 */
export async function createFormRuns(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="link-previa"]')?.textContent?.startsWith(`${location.host}/`) ?? false);
}

/** Opens the creation form at `path` (`/create?plan=premium`) and waits until its code runs (see `createFormRuns`). */
export async function openCreateForm(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await createFormRuns(page);
}

/** The form's own fields for Ana Júlia and João with `message` and one 900×1200 photo (either plan), once it is prepared. */
export async function fillTheCouple(page: Page, message: string): Promise<void> {
  await page.getByLabel('Seu nome').fill('Ana Júlia');
  await page.getByLabel('Nome de quem você ama').fill('João');
  await page.getByLabel('Data de início').fill('2021-06-12');
  await page.getByLabel('Mensagem', { exact: true }).fill(message);
  await page
    .getByLabel(/^Adicionar fotos?$/)
    .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await jpegImage(900, 1200)) });
  await expect.poll(() => page.getByRole('button', { name: /^Remover foto/ }).count()).toBe(1);
  await expect.poll(() => page.getByText(/^Preparando a foto/).count(), { timeout: 15_000 }).toBe(0);
}

export interface DemoCheckoutOrder {
  readonly id: string;
  /** The body of the form's `POST /api/create-payment`, as the browser sent it. */
  readonly sentBody: string;
}

/**
 * From a complete creation form to the demo checkout: "Criar minha página", the e-mail and the names confirmed in
 * "Quase lá!", "Ir para o pagamento". Answers the order's id, read from the checkout's address, and what was sent.
 */
export async function orderOnTheDemoCheckout(page: Page, email: string): Promise<DemoCheckoutOrder> {
  await page.getByRole('button', { name: 'Criar minha página' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quase lá!' });
  await dialog.getByLabel('Seu e-mail').fill(email);
  await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/create-payment'));
  await dialog.getByRole('button', { name: /Ir para o pagamento/ }).click();
  const sentBody = (await sent).postData() ?? '';
  await page.waitForURL(/\/checkout\/demo\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  return { id: new URL(page.url()).pathname.split('/').pop()!, sentBody };
}
