import type { Page } from 'playwright-core';

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

/**
 * From a complete creation form to the demo checkout: "Criar minha página", the e-mail and the names confirmed in
 * "Quase lá!", "Ir para o pagamento". Answers the order's id, read from the checkout's address.
 */
export async function orderOnTheDemoCheckout(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: 'Criar minha página' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quase lá!' });
  await dialog.getByLabel('Seu e-mail').fill(email);
  await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
  await dialog.getByRole('button', { name: /Ir para o pagamento/ }).click();
  await page.waitForURL(/\/checkout\/demo\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  return new URL(page.url()).pathname.split('/').pop()!;
}
