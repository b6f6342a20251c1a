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
