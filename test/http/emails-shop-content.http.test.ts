import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPage } from '../support/http/buy-page.js';
import { startTestServer, type TestServer } from '../support/http/test-server.js';
import { tempDir } from '../support/temp-dir.js';
import { jpegImage } from '../support/test-images.js';

/**
 * The e-mails of a shop with its own content file and company, as the server sends them: the purchase e-mail with its
 * receipt at the file's price, and the resent links, in the shop's name and with its contact, none of ours.
 */
let folder: { path: string; remove(): Promise<void> };
let server: TestServer;
let photo: Buffer;

beforeAll(async () => {
  folder = await tempDir('memories-email-content-');
  const contentFile = join(folder.path, 'conteudo.json');
  await writeFile(
    contentFile,
    JSON.stringify({ name: 'Amor em Página', contactEmail: 'contato@amorempagina.com.br', prices: { basic: 15, premium: 20 } }),
  );
  photo = await jpegImage(320, 240);
  server = await startTestServer({
    env: {
      SHOP_CONTENT: contentFile,
      SHOP_LEGAL_NAME: 'Amor em Página Presentes Ltda.',
      SHOP_CNPJ: '11.222.333/0001-81',
      SHOP_ADDRESS: 'Rua das Flores, 100, Curitiba, PR',
      SUPPORT_WHATSAPP: '+55 41 91234-5678',
    },
  });
});

afterAll(async () => {
  await server.close();
  await folder.remove();
});

function expectTheShopsWords(mail: ParsedMail): void {
  const html = typeof mail.html === 'string' ? mail.html : '';
  for (const part of [mail.text ?? '', html]) {
    expect(part).toContain('contato@amorempagina.com.br');
    expect(part).toContain('Amor em Página é um serviço de Amor em Página Presentes Ltda. · CNPJ 11.222.333/0001-81');
    expect(part).not.toContain('contato@memories.com.br');
    expect(part).not.toContain('@memories');
    expect(part).not.toContain('memories é um serviço');
  }
  expect(html).toContain('href="mailto:contato@amorempagina.com.br"');
}

describe('the e-mails of a shop with its own content', () => {
  it("the purchase e-mail: the shop's contact and name, and a receipt at the file's price", async () => {
    const page = await buyPage(server, [photo], { plan: 'premium', email: 'ana@example.com' });
    const mail = (await server.outbox()).find((candidate) => candidate.text?.includes(`/update/${page.id}`))!;

    expect(mail.subject).toBe('Sua página de amor está no ar 💌');
    expectTheShopsWords(mail);
    expect(mail.text).toContain('Precisa de ajuda? Escreva para contato@amorempagina.com.br e informe o número do pedido');
    expect(mail.text).toMatch(/Valor pago: R\$\s20,00/);
    expect(mail.text).toContain('Vendido por: Amor em Página Presentes Ltda., CNPJ 11.222.333/0001-81');
  });

  it('the resent links, in the same words', async () => {
    await server.http.post('/api/resend-qrcode').send({ email: 'ana@example.com' }).expect(202);
    const resent = (await server.outbox()).filter((mail) => mail.subject === 'Seu link e QR Code 💌' || mail.subject === 'Seus links e QR Codes 💌');
    expect(resent).toHaveLength(1);
    expectTheShopsWords(resent[0]!);
  });
});
