import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerHousekeeping } from '../../src/adapters/composition/scheduling.js';
import { SendAnniversaryEmails } from '../../src/application/anniversaries/send-anniversary-emails.js';
import { jpegImage } from '../support/test-images.js';
import { buyPage } from '../support/http/buy-page.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';

const YEAR_MS = 365 * 24 * 60 * 60_000;
let photo: Buffer;
let server: TestServer;

beforeAll(async () => {
  photo = await jpegImage(320, 240);
  // 10 March 2026, noon in São Paulo.
  server = await startTestServer();
});
afterAll(() => server.close());

const anniversaryEmails = async (name: string) =>
  (await server.outbox()).filter((mail) => mail.subject?.startsWith('Hoje vocês completam') && mail.text?.includes(name));
const turnOffLink = (text: string) => new URL(/(http\S+\/desligar\?token=\S+)/.exec(text)![1]!);

describe('the yearly anniversary e-mail through the server', () => {
  it('is sent once by the housekeeping round, with the page, a basic page’s end date and renewal link', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Rosa', lovedName: 'Davi', datingSince: '2024-03-10', plan: 'basic', youtube: '' });
    const chores = startServerHousekeeping(server.runtime, 60 * 60_000);
    try {
      await chores.runNow();
      await chores.runNow();
    } finally {
      await chores.stop();
    }
    await server.runtime.useCase(SendAnniversaryEmails).execute();

    const mails = await anniversaryEmails('Rosa');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Hoje vocês completam 2 anos! 🎉');
    expect(mail.text).toContain(`/${page.slug}/${page.id}`);
    expect(mail.text).toContain('A página fica no ar até 10 de março de 2027');
    expect(mail.text).toMatch(new RegExp(`/renovar/${page.id}\\?chave=`));
    expect(mail.text).toMatch(new RegExp(`Adicione o capítulo do 2º ano:\n.+\n.*/update/${page.id}\\?token=${page.token}#um-novo-capitulo\n`));
    expect(mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toContain(`/aviso-de-aniversario/${page.id}/desligar?token=`);
  });

  it('its link turns these e-mails off after a confirmation; a forged link is refused in Portuguese; no e-mail the next year', async () => {
    const page = await buyPage(server, [photo], { yourName: 'Ulla', lovedName: 'Vitor', datingSince: '2025-03-10' });
    await server.runtime.useCase(SendAnniversaryEmails).execute();
    const [mail] = await anniversaryEmails('Ulla');
    expect(mail?.subject).toBe('Hoje vocês completam 1 ano! 🎉');
    expect(mail!.text).not.toContain('/renovar/');
    const link = turnOffLink(mail!.text!);
    expect(link.pathname).toBe(`/aviso-de-aniversario/${page.id}/desligar`);

    const other = await buyPage(server, [photo], { yourName: 'Xavi', lovedName: 'Yara' });
    const forged = await server.http.post(`/aviso-de-aniversario/${other.id}/desligar${link.search}`).expect(403);
    expect(forged.text).toContain('Este link não é válido');
    await server.http.get(`/aviso-de-aniversario/${other.id}/desligar`).expect(403);
    await server.http.get(`/aviso-de-aniversario/${other.id}/desligar?token=${other.token}`).expect(403);
    // The opening e-mail's signature is not this link's.
    await server.http.post(`/aviso-de-abertura/${page.id}/desligar${link.search}`).expect(403);

    // A GET only asks: a mail scanner opening the link turns nothing off.
    const asked = await server.http
      .get(link.pathname + link.search)
      .expect(200)
      .expect('Cache-Control', 'no-store');
    expect(asked.text).toContain('Quer deixar de receber o e-mail de aniversário');
    expect(asked.text).toContain(`action="/aviso-de-aniversario/${page.id}/desligar?token=`);
    const done = await server.http.post(link.pathname + link.search).expect(200);
    expect(done.text).toContain('Pronto! Você não vai mais receber o e-mail de aniversário');
    const again = await server.http.post(link.pathname + link.search).expect(200);
    expect(again.text).toContain('já estava desligado');

    server.clock.advance(YEAR_MS);
    await expect(server.runtime.useCase(SendAnniversaryEmails).execute()).resolves.toEqual({ queued: [] });
    expect(await anniversaryEmails('Ulla')).toHaveLength(1);
  });
});
