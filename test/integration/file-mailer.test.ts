import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageLinkEmailEntry, PageLinksEmail } from '../../src/application/ports/mailer.js';
import { FileMailer } from '../../src/adapters/mail/file-mailer.js';
import { describeMailerContract } from '../contract/mailer.contract.js';
import { aReceipt, BIA_AND_CAIO_BASIC, BIA_AND_CAIO_RECEIPT_LINES } from '../support/mothers/page-links-email.mother.js';
import { decodeQrPng, isPng } from '../support/decode-qr-png.js';
import { addresses, deliveredEmail, expectReceipt, pageWithQrCode, SUPPORT_LINE } from '../support/mail.js';

const FROM = 'Memórias <no-reply@memories.example>';

describeMailerContract(
  'FileMailer writing to an outbox folder',
  async () => {
    const root = await mkdtemp(join(tmpdir(), 'file-mailer-'));
    const outboxDir = join(root, 'outbox');
    const read = async () => {
      const names = (await readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
      return Promise.all(names.map(async (name) => deliveredEmail(await simpleParser(await readFile(join(outboxDir, name))))));
    };
    return {
      mailer: new FileMailer({ outboxDir, from: FROM }),
      delivered: read,
      // A file where the folder should be: the disk refuses, as a full or read-only one would.
      failForNow: async () => {
        await rm(outboxDir, { recursive: true, force: true });
        await mkdir(root, { recursive: true });
        await writeFile(outboxDir, 'not a folder');
      },
      acceptAgain: () => rm(outboxDir, { force: true }),
      cleanup: () => rm(root, { recursive: true, force: true }),
    };
  },
  { canRefuseForGood: false },
);

describe('FileMailer', () => {
  let root: string;
  let outboxDir: string;
  let logged: { message: string; fields?: object }[];
  let mailer: FileMailer;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'file-mailer-'));
    outboxDir = join(root, 'data', 'outbox'); // does not exist yet
    logged = [];
    mailer = new FileMailer({ outboxDir, from: FROM, logger: { info: (message, fields) => logged.push({ message, fields }) } });
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function sendAndParse(email: PageLinksEmail): Promise<{ file: string; mail: ParsedMail }> {
    const before = new Set(await readdir(outboxDir).catch(() => []));
    await mailer.sendPageLinks(email);
    const added = (await readdir(outboxDir)).filter((name) => !before.has(name));
    expect(added).toHaveLength(1);
    const file = join(outboxDir, added[0]!);
    return { file, mail: await simpleParser(await readFile(file)) };
  }

  function expectQrCodesOf(mail: ParsedMail, pages: readonly PageLinkEmailEntry[]): void {
    const inline = mail.attachments.filter((a) => a.contentDisposition === 'inline');
    const downloadable = mail.attachments.filter((a) => a.contentDisposition === 'attachment');
    expect(inline).toHaveLength(pages.length);
    expect(downloadable).toHaveLength(pages.length);
    pages.forEach((page, index) => {
      for (const attachment of [inline[index]!, downloadable[index]!]) {
        expect(attachment.contentType).toBe('image/png');
        expect(isPng(attachment.content)).toBe(true);
        expect(decodeQrPng(attachment.content)).toBe(page.publicUrl);
      }
      expect(inline[index]!.cid).toBeTruthy();
      expect(downloadable[index]!.filename).toMatch(/^qr-code-[a-z0-9-]+\.png$/);
    });
  }

  it("writes an 'activated' e-mail for one premium page as a complete .eml", async () => {
    const page = await pageWithQrCode({ yourName: 'Ana', lovedName: 'João' });

    const { file, mail } = await sendAndParse({ to: 'ana@example.com', reason: 'activated', pages: [page] });

    expect(file).toMatch(/[/\\]\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]+\.eml$/);
    expect(addresses(mail.to)).toEqual(['ana@example.com']);
    expect(addresses(mail.from)).toEqual(['no-reply@memories.example']);
    expect(mail.subject).toBe('Sua página de amor está no ar 💌');
    expect(mail.text).toContain(page.publicUrl);
    expect(mail.text).toContain(page.editUrl);
    const html = String(mail.html);
    expect(html).toContain(page.publicUrl);
    expect(html).toContain(page.editUrl);
    expect(html).toContain('Ana &amp; João');
    expect(html).toContain('para sempre');
    expectQrCodesOf(mail, [page]);
    expect(mail.attachments.find((a) => a.contentDisposition === 'attachment')!.filename).toBe('qr-code-ana-e-joao.png');
  });

  it("writes the receipt and the support contact of an 'activated' e-mail into both parts of the .eml", async () => {
    const page = await pageWithQrCode({ ...BIA_AND_CAIO_BASIC, receipt: aReceipt() });

    const { mail } = await sendAndParse({ to: 'bia@example.com.br', reason: 'activated', pages: [page] });

    expectReceipt(String(mail.html), mail.text ?? '', BIA_AND_CAIO_RECEIPT_LINES);
    expect(mail.text).toContain(SUPPORT_LINE);
    expect(String(mail.html)).toContain('href="mailto:contato@memories.com.br"');
  });

  it("writes a 'resend' e-mail listing two pages, with dates in Portuguese and escaped names", async () => {
    const premium = await pageWithQrCode({ id: 'mem0000000000001', yourName: '<script>alert(1)</script>', lovedName: 'João' });
    const basic = await pageWithQrCode(BIA_AND_CAIO_BASIC);

    const { mail } = await sendAndParse({ to: 'bia@example.com.br', reason: 'resend', pages: [premium, basic] });

    expect(addresses(mail.to)).toEqual(['bia@example.com.br']);
    expect(mail.subject).toBe('Seus links e QR Codes 💌');
    expect(mail.text).toContain('disponível até 10 de março de 2027');
    const html = String(mail.html);
    expect(html).toContain('disponível até 10 de março de 2027');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; João');
    for (const page of [premium, basic]) {
      expect(html).toContain(page.publicUrl);
      expect(html).toContain(page.editUrl);
    }
    expectQrCodesOf(mail, [premium, basic]);
  });

  it('keeps the HTML cid references matching the inline QR parts', async () => {
    const pages = [await pageWithQrCode({ id: 'mem0000000000001' }), await pageWithQrCode({ id: 'mem0000000000002', lovedName: 'Rui' })];
    await mailer.sendPageLinks({ to: 'ana@example.com', reason: 'resend', pages });
    const [name] = await readdir(outboxDir);

    // By default mailparser turns cid: links into data: URLs; keep them to see what a mail client sees.
    const mail = await simpleParser(await readFile(join(outboxDir, name!)), { keepCidLinks: true });

    const cids = [...String(mail.html).matchAll(/src="cid:([^"]+)"/g)].map((match) => match[1]);
    const inline = mail.attachments.filter((a) => a.contentDisposition === 'inline');
    expect(cids).toHaveLength(2);
    expect(inline.map((a) => a.cid)).toEqual(cids);
    inline.forEach((attachment, index) => expect(decodeQrPng(attachment.content)).toBe(pages[index]!.publicUrl));
  });

  it('leaves only finished .eml files in the outbox, one per e-mail', async () => {
    const page = await pageWithQrCode({});
    await Promise.all([
      mailer.sendPageLinks({ to: 'a@example.com', reason: 'activated', pages: [page] }),
      mailer.sendPageLinks({ to: 'b@example.com', reason: 'resend', pages: [page] }),
      mailer.sendPageLinks({ to: 'c@example.com', reason: 'resend', pages: [page] }),
    ]);

    const names = await readdir(outboxDir);
    expect(names).toHaveLength(3);
    expect(names.every((name) => name.endsWith('.eml') && !name.startsWith('.'))).toBe(true);
  });

  it('logs the file path and only the domain of the recipient, never the edit link', async () => {
    const page = await pageWithQrCode({});

    await mailer.sendPageLinks({ to: 'ana.secreta@example.org', reason: 'activated', pages: [page] });

    const [name] = await readdir(outboxDir);
    expect(logged).toHaveLength(1);
    const line = JSON.stringify(logged[0]);
    expect(line).toContain(JSON.stringify(join(outboxDir, name!)).slice(1, -1));
    expect(line).toContain('"recipientDomain":"example.org"');
    expect(line).not.toContain('ana.secreta');
    expect(line).not.toContain('secret-token');
  });

  it('works without a logger', async () => {
    const quiet = new FileMailer({ outboxDir, from: FROM });

    await quiet.sendPageLinks({ to: 'a@example.com', reason: 'activated', pages: [await pageWithQrCode({})] });

    expect(await readdir(outboxDir)).toHaveLength(1);
  });
});
