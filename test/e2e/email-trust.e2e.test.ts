import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import type { CreatePaymentResponse } from '../../src/adapters/http/contract/memories.contract.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { formData } from '../support/http/forms.js';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';
import { openCreateForm } from '../support/browser/create-form.js';

/** Where the screenshots of these screens go, to be looked at. */
const SHOTS = '/tmp/shots-email';

/**
 * Trust and recovery on a phone: a mistyped address is caught before paying and can be corrected after, the names are
 * confirmed, the terms are at hand, and a buyer left on "pending" can go back to pay.
 */
describe('the buyer’s address, the names and the way back to the payment', () => {
  const app = appInBrowser();
  let folder: { path: string; remove(): Promise<void> };
  let photoPath = '';
  let photo: Buffer;

  beforeAll(async () => {
    folder = await tempDir('memories-trust-');
    photo = await jpegImage(1200, 900);
    photoPath = join(folder.path, 'foto.jpg');
    await writeFile(photoPath, photo);
  });
  afterAll(() => folder?.remove());

  const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`) });
  const mailsTo = async (email: string) => (await app.server.outbox()).filter((m) => m.to && 'text' in m.to && m.to.text === email);

  async function openPaymentModal(page: Page) {
    await openCreateForm(page, '/create?plan=basic');
    await page.getByLabel('Seu nome').fill('Bia');
    await page.getByLabel('Nome de quem você ama').fill('Caio');
    await page.getByLabel('Data de início').fill('2019-02-14');
    await page.getByLabel('Mensagem', { exact: true }).fill('Para sempre nós dois.');
    await page.getByLabel('Adicionar foto', { exact: true }).setInputFiles(photoPath);
    await expect.poll(() => page.getByRole('button', { name: /^Remover foto/ }).count()).toBe(1);
    await expect.poll(() => page.getByText(/^Preparando a foto/).count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('button', { name: 'Criar minha página' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quase lá!' });
    await dialog.waitFor();
    return dialog;
  }

  it('suggests the fix of a mistyped provider, shows the address masked, asks to confirm the names and links the terms', async () => {
    const { context, page, problems } = await app.phonePage();
    const dialog = await openPaymentModal(page);
    const email = dialog.getByLabel('Seu e-mail');
    const pay = dialog.getByRole('button', { name: /Ir para o pagamento/ });

    await email.fill('bia@gmial.com');
    const suggestion = dialog.getByRole('button', { name: 'Você quis dizer bia@gmail.com?' });
    await suggestion.waitFor();
    await shot(page, '01-modal-typo-suggestion');
    await suggestion.click();
    expect(await email.inputValue()).toBe('bia@gmail.com');
    expect(await suggestion.count()).toBe(0);
    expect(await dialog.getByText('Enviaremos para b•••@gmail.com').isVisible()).toBe(true);

    // Both names are shown and confirmed before paying: they cannot change afterwards.
    const names = dialog.getByRole('group', { name: 'Confira os nomes' });
    expect(await names.textContent()).toContain('Bia & Caio');
    expect(await names.textContent()).toContain('não poderão ser alterados depois');
    expect(await pay.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
    expect(await pay.isEnabled()).toBe(true);

    // Terms and privacy by the pay button, opening in another tab: the form stays as it was.
    const terms = dialog.getByRole('link', { name: /Termos de Uso/ });
    expect(await terms.getAttribute('href')).toBe('/terms-of-use');
    expect(await dialog.getByRole('link', { name: /Política de Privacidade/ }).getAttribute('href')).toBe('/privacy-policy');
    const [termsTab] = await Promise.all([context.waitForEvent('page'), terms.click()]);
    await termsTab.waitForURL('**/terms-of-use');
    await termsTab.close();
    expect(await email.inputValue()).toBe('bia@gmail.com');
    expect(await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).isChecked()).toBe(true);
    await shot(page, '02-modal-ready');
    expect(problems).toEqual([]);
  }, 180_000);

  it('shows where the e-mail went, masked, and lets the browser that paid correct the address and get the e-mail again', async () => {
    const { page, problems } = await app.phonePage();
    const dialog = await openPaymentModal(page);
    await dialog.getByLabel('Seu e-mail').fill('bia@gmail.com');
    await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
    await dialog.getByRole('button', { name: /Ir para o pagamento/ }).click();
    await page.waitForURL(/\/checkout\/demo\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await page.getByRole('heading', { name: 'Site criado com sucesso!' }).waitFor();
    expect(await page.getByText('Enviamos o link e o QR Code para b•••@gmail.com.').isVisible()).toBe(true);
    await expect.poll(async () => (await mailsTo('bia@gmail.com')).length).toBe(1);
    await page.getByText('Enviamos o link e o QR Code para b•••@gmail.com.').scrollIntoViewIfNeeded();
    await shot(page, '03-approved-masked');

    await page.getByRole('button', { name: 'E-mail errado? Corrigir' }).click();
    const correction = page.getByRole('form', { name: 'Corrigir e-mail' });
    await correction.getByLabel('E-mail correto').fill('souza.bia@gmial.com');
    await correction.getByRole('button', { name: 'Você quis dizer souza.bia@gmail.com?' }).click();
    await shot(page, '04-correction-form');
    await correction.getByRole('button', { name: 'Corrigir e reenviar' }).click();
    await page.getByRole('status').filter({ hasText: 'Pronto! Enviamos de novo para s•••@gmail.com.' }).waitFor();
    expect(await page.getByText('Enviamos o link e o QR Code para s•••@gmail.com.').isVisible()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Pronto!' }).scrollIntoViewIfNeeded();
    await shot(page, '05-corrected');

    await expect.poll(async () => (await mailsTo('souza.bia@gmail.com')).length).toBe(1);
    const [mail] = await mailsTo('souza.bia@gmail.com');
    expect(mail!.text).toContain(`/update/${id}?token=`);
    const stored = await app.server.runtime.container.get(PORTS.MemoryRepository).findById(id);
    expect(stored!.email).toBe('souza.bia@gmail.com');
    expect(problems).toEqual([]);
  }, 180_000);

  it('offers "Voltar ao pagamento" on a pending order after a few seconds, and how to reach support', async () => {
    const created = await fetch(`${app.server.baseUrl}/api/create-payment`, {
      method: 'POST',
      body: formData(memoryFormFields({ plan: 'basic', youtube: '', email: 'pix@example.com' }), [photo]),
    });
    expect(created.status).toBe(201);
    const { memory_id: id } = (await created.json()) as CreatePaymentResponse;

    const { page, problems } = await app.phonePage();
    await page.goto(`/pagamento/${id}`);
    await page.getByRole('heading', { name: 'Aguardando a confirmação do pagamento' }).waitFor();
    // The help line on the card itself, not only the footer's contact.
    const help = page.getByRole('main').getByText('Precisa de ajuda?', { exact: false }).getByRole('link', { name: 'contato@memories.com.br' });
    expect(await help.getAttribute('href')).toBe('mailto:contato@memories.com.br');
    const back = page.getByRole('button', { name: 'Voltar ao pagamento' });
    await back.waitFor();
    await shot(page, '06-pending-back-to-payment');
    await back.click();
    await page.waitForURL(`**/checkout/demo/${id}`);
    await page.getByRole('button', { name: 'Aprovar pagamento' }).waitFor();
    expect(problems).toEqual([]);
  }, 180_000);
});
