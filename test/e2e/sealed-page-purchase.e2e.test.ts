import { describe, expect, it } from 'vitest';
import { revealDayRange } from '../../src/domain/memory/reveal-date.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { PHONE_SCREENS } from '../support/browser/browser.js';
import { keepScreenshot } from '../support/browser/screenshots.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';

const app = appInBrowser();

describe.each(PHONE_SCREENS)('the purchase of a page that opens on a later day, on a phone (Chromium, $width×$height)', (screen) => {
  it('the return page, the e-mail and its receipt say when it opens, never that it is live', async () => {
    const first = revealDayRange(new Date()).first;
    const moment = `${first.slice(8, 10)}/${first.slice(5, 7)} às 20:00`;
    const bought = await app.server.buy({ ...memoryFormFields(), revealAt: `${first}T20:00` }, [await jpegImage(900, 1200)]);

    const { page, problems } = await app.phonePage(screen);
    await page.goto(`/pagamento/${bought.id}`);
    await page.getByText(`Sua página abre em ${moment}. Este é o link para compartilhar:`).waitFor();
    expect(await page.getByText(/já está no ar/).count()).toBe(0);
    expect(await page.getByText('Para ver a prévia antes do dia, abra o link de edição que enviamos para o seu e-mail.').isVisible()).toBe(true);
    await keepScreenshot(await page.screenshot({ fullPage: true }), `sealed-purchase-1-return-page-${screen.width}`);

    // The browser that opened the edit link is offered the preview right there.
    await page.goto(bought.editUrl);
    await page.waitForFunction((id) => localStorage.getItem(`memories.edit-token.${id}`) !== null, bought.id);
    await page.goto(`/pagamento/${bought.id}`);
    const preview = page.getByRole('link', { name: 'Ver a prévia' });
    await preview.waitFor();
    await keepScreenshot(await page.screenshot({ fullPage: true }), `sealed-purchase-2-return-page-owner-${screen.width}`);
    await preview.click();
    await page.getByRole('button', { name: 'Ver a prévia' }).waitFor();

    const mail = (await app.server.outbox()).find((m) => m.text?.includes(bought.editUrl))!;
    expect(mail.subject).toBe(`Sua página de amor abre em ${moment} 💌`);
    for (const part of [String(mail.html), mail.text!]) {
      expect(part).toContain(`A página que você criou abre em ${moment}`);
      expect(part).toContain(`Abre em ${moment}`);
      expect(part).not.toMatch(/está no ar|abre na hora|Página no ar/);
    }
    expect(mail.text).toContain(`Abre em: ${moment}`);
    expect(problems).toEqual([]);
  });
});
