import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { pauseClock } from '../support/browser/browser.js';

const BUYER = 'ana.julia@example.com';

// A limit of 2 resends per address lets one test reach the server's 429 answer.
const app = appInBrowser({ RESEND_LIMIT_PER_EMAIL: '2' });
let page: Page;
let problems: string[];
let resendRequests: Request[];

async function openModal() {
  ({ page, problems } = await app.phonePage());
  // Time flows as usual until a test pauses it.
  await page.clock.install();
  resendRequests = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/resend-qrcode') resendRequests.push(request);
  });
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Reenviar QR Code por e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reenviar QR Code' });
  await dialog.waitFor();
  return dialog;
}

describe('the resend modal', () => {
  it('resends the QR code of a bought page: success view, closes itself after 3 s, one more e-mail in the outbox', async () => {
    await app.server.buy(memoryFormFields({ plan: 'basic', youtube: '', email: BUYER }), [await jpegImage(640, 480)]);
    const before = await app.server.outbox();
    expect(before).toHaveLength(1);

    const dialog = await openModal();
    expect(
      await dialog
        .getByText('Digite o e-mail que você usou para criar sua página. Se encontrarmos seu registro, reenviaremos o QR Code.')
        .isVisible(),
    ).toBe(true);
    const field = dialog.getByLabel('E-mail');
    expect(await field.getAttribute('placeholder')).toBe('Seu e-mail');
    // The field has the focus as soon as the modal opens.
    expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);

    await field.fill('Ana.Julia@Example.com');
    await pauseClock(page);
    await dialog.getByRole('button', { name: 'Reenviar QR Code', exact: true }).click();

    const sent = dialog.getByText('E-mail enviado com sucesso!');
    await sent.waitFor();
    expect(await dialog.getByText('Verifique sua caixa de entrada.').isVisible()).toBe(true);
    expect(resendRequests).toHaveLength(1);
    expect(resendRequests[0]!.method()).toBe('POST');
    expect(resendRequests[0]!.postDataJSON()).toEqual({ email: 'Ana.Julia@Example.com' });

    // The success view takes the focus in the same step that starts its 3 s timer: from then on, the page's time counts.
    await expect.poll(() => sent.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.clock.runFor(2_900);
    expect(await dialog.isVisible()).toBe(true);
    await page.clock.runFor(100);
    await dialog.waitFor({ state: 'hidden' });
    await page.clock.resume();

    await expect.poll(async () => (await app.server.outbox()).length, { timeout: 15_000 }).toBe(2);
    const resent = (await app.server.outbox()).at(-1)!;
    expect(JSON.stringify(resent.to)).toContain(BUYER);

    // Reopened, it starts clean.
    await page.getByRole('banner').getByRole('button', { name: 'Reenviar QR Code por e-mail' }).click();
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  it('shows the inline error for an invalid e-mail and makes no request', async () => {
    const dialog = await openModal();
    await dialog.getByLabel('E-mail').fill('ana@exemplo');
    await dialog.getByRole('button', { name: 'Reenviar QR Code', exact: true }).click();

    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Por favor, insira um e-mail válido');
    expect(await dialog.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('E-mail').press('Enter');
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await alert.innerText()).toBe('Por favor, insira um e-mail válido');
    expect(resendRequests).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("shows the server's Portuguese error when it refuses (too many tries)", async () => {
    const address = 'muitas.vezes@example.com';
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${app.server.baseUrl}/api/resend-qrcode`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: address }),
      });
      expect(answer.status).toBe(202);
    }

    const dialog = await openModal();
    await dialog.getByLabel('E-mail').fill(address);
    await dialog.getByRole('button', { name: 'Reenviar QR Code', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    expect(resendRequests).toHaveLength(1);
    // The browser logs the 429 itself; nothing else may go wrong.
    expect(problems.filter((problem) => !problem.includes('status of 429'))).toEqual([]);
  });

  it('Escape and the close button close it, clear the e-mail and give the focus back to the envelope', async () => {
    const dialog = await openModal();
    const envelope = page.getByRole('banner').getByRole('button', { name: 'Reenviar QR Code por e-mail' });

    await dialog.getByLabel('E-mail').fill('ana');
    await dialog.getByRole('button', { name: 'Reenviar QR Code', exact: true }).click();
    await dialog.getByRole('alert').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await envelope.evaluate((element) => element === document.activeElement)).toBe(true);

    await envelope.click();
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('');
    expect(await dialog.getByRole('alert').count()).toBe(0);

    await dialog.getByLabel('E-mail').fill('ana@example.com');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await envelope.click();
    expect(await dialog.getByLabel('E-mail').inputValue()).toBe('');
    expect(resendRequests).toEqual([]);
    expect(problems).toEqual([]);
  });
});
