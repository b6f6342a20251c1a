import { describe, expect, it } from 'vitest';
import { PORTS } from '../../src/adapters/composition/ports.js';
import { Memory } from '../../src/domain/memory/memory.js';
import { revealDayRange } from '../../src/domain/memory/reveal-date.js';
import { appInBrowser } from '../support/browser/app-in-browser.js';
import { fillTheCouple, openCreateForm, orderOnTheDemoCheckout } from '../support/browser/create-form.js';
import { keepScreenshot } from '../support/browser/screenshots.js';

const app = appInBrowser();
const MESSAGE = 'Cada dia ao seu lado é o meu favorito.';

/** Moves the page's reveal to `ms` from now, as if its day had come (the server's rounds judge it). */
async function revealIn(id: string, ms: number): Promise<void> {
  const repository = app.server.runtime.container.get(PORTS.MemoryRepository);
  const memory = (await repository.findById(id))!;
  await repository.update(Memory.restore({ ...memory.snapshot(), revealAt: new Date(Date.now() + ms) }));
}

const mailsTo = async (address: string) => (await app.server.outbox()).filter((mail) => (mail.to as { text: string } | undefined)?.text === address);

describe('"Entrega no dia" on a phone (Chromium, 390×844)', () => {
  it('the buyer gives the address under the reveal date, changes it on the edit page, and the recipient gets the link once, at the instant', async () => {
    const { page, problems } = await app.phonePage();
    await openCreateForm(page, '/create?plan=basic');
    await page.getByText('Deixar ainda mais especial (opcional)').click();
    expect(await page.getByLabel('E-mail de quem vai receber (opcional)').count()).toBe(0);
    await page.getByLabel('Dia', { exact: true }).fill(revealDayRange(new Date()).first);
    const recipient = page.getByLabel('E-mail de quem vai receber (opcional)');
    await recipient.fill('joao@');
    await recipient.blur();
    await page.getByText('E-mail de quem vai receber inválido: confira o endereço (exemplo: nome@gmail.com).').waitFor();
    await recipient.fill('joao@example.com');
    await expect.poll(() => page.getByText(/E-mail de quem vai receber inválido/).count()).toBe(0);
    await recipient.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'delivery-1-create-form');

    await fillTheCouple(page, MESSAGE);
    const { id, sentBody } = await orderOnTheDemoCheckout(page, 'ana@example.com');
    expect(sentBody).toMatch(/name="recipientEmail"\r\n\r\njoao@example\.com\r\n/);
    await fetch(`${app.server.baseUrl}/checkout/demo/${id}/approve`, { method: 'POST', redirect: 'manual' });

    // The owner finds it on the edit page, masked, and sends it to another address.
    const link = (await app.server.outbox()).map((mail) => /https?:\/\/[^\s]+\/update\/[^\s]+/.exec(mail.text ?? '')?.[0]).find(Boolean)!;
    await page.goto(link);
    const section = page.getByRole('region', { name: 'Entrega no dia' });
    await section.getByText('Na hora em que a página abrir, enviamos o link e o QR Code para j•••@example.com.').waitFor();
    expect(await page.content()).not.toContain('joao@example.com');
    await section.scrollIntoViewIfNeeded();
    await keepScreenshot(await page.screenshot(), 'delivery-2-edit-page');
    await section.getByRole('button', { name: 'Trocar e-mail' }).tap();
    await section.getByLabel('E-mail de quem vai receber').fill('bia@example.com');
    await section.getByRole('button', { name: 'Salvar e-mail' }).tap();
    await section.getByText('E-mail trocado.').waitFor();
    await section.getByText('Na hora em que a página abrir, enviamos o link e o QR Code para b•••@example.com.').waitFor();

    // The instant comes: one e-mail to the recipient (none to the old address), one notice to the buyer.
    await revealIn(id, 2_000);
    await expect.poll(async () => (await mailsTo('bia@example.com')).length, { timeout: 20_000 }).toBe(1);
    await expect.poll(async () => (await app.server.outbox()).filter((mail) => mail.subject === 'A surpresa chegou para João').length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [arrived, ...more] = await mailsTo('bia@example.com');
    expect(more).toEqual([]);
    expect(await mailsTo('joao@example.com')).toEqual([]);
    expect(arrived!.subject).toBe('Chegou a hora: Ana Júlia preparou uma surpresa para você');
    expect(arrived!.text).not.toContain('/update/');

    // The recipient opens the link from the e-mail on the phone: the page is open.
    const pageLink = new RegExp(`https?://[^\\s]+/[a-z0-9-]+/${id}`).exec(arrived!.text ?? '')![0];
    await page.goto(pageLink);
    await page.getByRole('button', { name: 'Clique' }).tap();
    await page.getByText(MESSAGE).waitFor();
    await keepScreenshot(await page.screenshot(), 'delivery-3-recipient-opens');

    await page.goto(link);
    await page
      .getByRole('region', { name: 'Entrega no dia' })
      .getByText(/^Entregue em \d\d\/\d\d às \d\d:\d\d para b•••@example\.com\.$/)
      .waitFor();
    expect(problems).toEqual([]);
  });
});
