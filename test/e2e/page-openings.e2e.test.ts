import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryFormFields } from '../support/mothers/memory.mother.js';
import { jpegImage } from '../support/test-images.js';
import { startAppServer, type AppServer } from '../support/browser/app-server.js';
import { releaseBrowser, testBrowser, phonePage } from '../support/browser/browser.js';
import { openCreateForm } from '../support/browser/create-form.js';

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const isOpened = (request: Request) => request.method() === 'POST' && /\/api\/[^/]+\/[^/]+\/opened$/.test(new URL(request.url()).pathname);

describe('"A surpresa foi aberta!" (Chromium, phone)', () => {
  let server: AppServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), testBrowser()]);
  });

  afterAll(async () => {
    await releaseBrowser(browser);
    await server?.close();
  });

  it('a visitor’s tap sends the buyer one e-mail, the owner’s own visits do not count, and the edit page shows the openings', async () => {
    const bought = await server.buy(memoryFormFields({ plan: 'basic' }), [await jpegImage(900, 1200)]);
    const openedEmails = async () => (await server.outbox()).filter((mail) => mail.subject === 'A surpresa foi aberta! 💌');

    // The owner opens the edit link, then their own page, and taps the gate.
    const owner = await phonePage(browser, server.baseUrl);
    const ownerOpenings: string[] = [];
    owner.context.on('request', (request) => void (isOpened(request) && ownerOpenings.push(request.url())));
    await owner.page.goto(bought.editUrl);
    const section = owner.page.getByRole('region', { name: 'Aberturas da surpresa' });
    await section.getByText(/Ainda ninguém abriu a página/).waitFor();
    await owner.page.goto(bought.path);
    await owner.page.getByRole('button', { name: 'Clique' }).click();
    await owner.page.getByRole('heading', { level: 1, name: /Ana Júlia/ }).waitFor();

    // A visitor on another phone taps the gate: one request, answered at once.
    const visitor = await phonePage(browser, server.baseUrl);
    const visitorOpenings: string[] = [];
    visitor.context.on('request', (request) => void (isOpened(request) && visitorOpenings.push(request.url())));
    await visitor.page.goto(bought.path);
    const answered = visitor.page.waitForResponse((response) => isOpened(response.request()));
    await visitor.page.getByRole('button', { name: 'Clique' }).click();
    expect((await answered).status()).toBe(204);
    await visitor.page.getByRole('heading', { level: 1, name: /Ana Júlia/ }).waitFor();
    // A reload and a second tap from the same phone within the half hour send nothing more.
    await visitor.page.reload();
    await visitor.page.getByRole('button', { name: 'Clique' }).click();
    await visitor.page.getByRole('heading', { level: 1, name: /Ana Júlia/ }).waitFor();

    await eventually(async () => (await openedEmails()).length).toBe(1);
    const [mail] = await openedEmails();
    expect(mail!.to).toMatchObject({ text: 'ana@example.com' });
    expect(mail!.text).toMatch(/foi aberta pela primeira vez em \d{1,2} de \w+ de \d{4}, às \d{2}:\d{2} \(horário de Brasília\)/);
    expect(visitorOpenings).toHaveLength(1);
    // The owner's tap is reported with the edit token it holds, and the server does not count it.
    expect(ownerOpenings).toHaveLength(1);

    // The owner's edit page now counts the visitor's opening, and only it.
    await owner.page.goto(`/update/${bought.id}`);
    await section.getByText('Aberta 1 vez').waitFor();
    expect(await section.getByText('Primeira vez').isVisible()).toBe(true);
    expect(await section.getByText('Última vez').isVisible()).toBe(true);

    // The e-mail's link turns the e-mail off, in Portuguese, after a confirmation.
    const link = /(http\S+\/desligar\?token=\S+)/.exec(mail!.text!)![1]!;
    await visitor.page.goto(link);
    await visitor.page.getByRole('button', { name: 'Sim, não quero mais o aviso' }).click();
    await visitor.page.getByText(/Pronto! Você não vai mais receber o aviso/).waitFor();

    expect(owner.problems).toEqual([]);
    expect(visitor.problems).toEqual([]);
    await Promise.all([owner.context.close(), visitor.context.close()]);
    expect(await openedEmails()).toHaveLength(1);
  });

  it('the buyer looks from the return page ("Ver minha página") and taps the heart: no e-mail; the partner’s tap: one', async () => {
    const openedEmails = async () =>
      (await server.outbox()).filter((mail) => mail.subject === 'A surpresa foi aberta! 💌' && mail.text?.includes('Teo'));
    const buyer = await phonePage(browser, server.baseUrl);
    await openCreateForm(buyer.page, '/create');
    await buyer.page.getByLabel('Seu nome').fill('Teo');
    await buyer.page.getByLabel('Nome de quem você ama').fill('Nina');
    await buyer.page.getByLabel('Data de início').fill('2020-05-01');
    await buyer.page.getByLabel('Mensagem', { exact: true }).fill('Você é a minha casa.');
    await buyer.page
      .getByLabel('Adicionar foto', { exact: true })
      .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await jpegImage(900, 1200) });
    await expect.poll(() => buyer.page.getByText(/^Preparando a foto/).count(), { timeout: 15_000 }).toBe(0);
    await buyer.page.getByRole('button', { name: 'Criar minha página' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Quase lá!' });
    await dialog.getByLabel('Seu e-mail').fill('teo@example.com');
    await dialog.getByRole('checkbox', { name: 'Os nomes estão corretos' }).check();
    await dialog.getByRole('button', { name: /Ir para o pagamento/ }).click();
    await buyer.page.getByRole('button', { name: 'Aprovar pagamento' }).click();
    await buyer.page.getByRole('heading', { name: 'Site criado com sucesso!' }).waitFor();
    expect(await buyer.page.getByText('Pode conferir à vontade: a sua visita não conta como a abertura.').isVisible()).toBe(true);

    // "Ver minha página", then the heart: the report goes, with the order's key, and the server does not count it.
    await buyer.page.getByRole('link', { name: 'Ver minha página' }).click();
    const reported = buyer.page.waitForResponse((response) => isOpened(response.request()));
    await buyer.page.getByRole('button', { name: 'Clique' }).click();
    expect((await reported).status()).toBe(204);
    await buyer.page.getByRole('heading', { level: 1, name: /Teo/ }).waitFor();
    const path = new URL(buyer.page.url()).pathname;
    // The report was answered once counted or not, and an e-mail is queued with the count: the count says it all.
    const id = path.split('/').pop()!;
    await eventually(async () => (await server.outbox()).some((mail) => mail.text?.includes(`/update/${id}?token=`))).toBe(true);
    const welcome = (await server.outbox()).find((mail) => mail.text?.includes(`/update/${id}?token=`))!;
    const token = new RegExp(`/update/${id}\\?token=([A-Za-z0-9_-]+)`).exec(welcome.text!)![1]!;
    const openings = async () =>
      ((await (await fetch(`${server.baseUrl}/api/update/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { openings: unknown })
        .openings;
    expect(await openings()).toEqual({ count: 0, firstAt: null, lastAt: null });
    expect(await openedEmails()).toHaveLength(0);

    // The partner opens the page on another phone: that is the opening, announced once.
    const partner = await phonePage(browser, server.baseUrl);
    await partner.page.goto(path);
    await partner.page.getByRole('button', { name: 'Clique' }).click();
    await partner.page.getByRole('heading', { level: 1, name: /Teo/ }).waitFor();
    await eventually(async () => (await openedEmails()).length).toBe(1);
    expect(await openings()).toMatchObject({ count: 1 });

    expect(buyer.problems).toEqual([]);
    expect(partner.problems).toEqual([]);
    await Promise.all([buyer.context.close(), partner.context.close()]);
  }, 180_000);
});
