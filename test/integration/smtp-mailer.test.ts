import { createServer, type Server, type Socket } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UndeliverableEmailError, type PageLinkEmailEntry } from '../../src/application/ports/mailer.js';
import { SmtpMailer, type SmtpMailerOptions } from '../../src/adapters/mail/smtp-mailer.js';
import { describeMailerContract } from '../contract/mailer.contract.js';
import { aReceipt, BIA_AND_CAIO_BASIC, BIA_AND_CAIO_RECEIPT_LINES } from '../support/mothers/page-links-email.mother.js';
import { decodeQrPng, isPng } from '../support/decode-qr-png.js';
import { addresses, deliveredEmail, expectReceipt, pageWithQrCode, SUPPORT_LINE } from '../support/mail.js';
import { rejectionOf } from '../support/rejection.js';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.js';

const FROM = 'Memórias <no-reply@memories.example>';
const PASSWORD = 's3cr3t-pass';
const MINUTE = 60_000;

/** Every property, own or not, plus the stack and any cause: what a logger could print of the error. */
function everythingIn(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const fields = Object.fromEntries(Object.getOwnPropertyNames(error).map((name) => [name, (error as never)[name]]));
  return `${String(error)} ${error.stack ?? ''} ${JSON.stringify(fields)} ${everythingIn(error.cause ?? '')}`;
}

const failureOf = (sending: Promise<unknown>) => rejectionOf(sending, Error);

/** Each QR code is inline (referred to by the HTML as cid:) and also a downloadable file; both decode to the page. */
function expectQrCodesOf(mail: ParsedMail, pages: readonly PageLinkEmailEntry[]): void {
  const cids = [...String(mail.html).matchAll(/<img src="cid:([^"]+)"/g)].map((match) => match[1]);
  const inline = mail.attachments.filter((a) => a.contentDisposition === 'inline');
  const downloadable = mail.attachments.filter((a) => a.contentDisposition === 'attachment');
  expect(cids).toHaveLength(pages.length);
  expect(inline.map((a) => a.cid)).toEqual(cids);
  expect(downloadable).toHaveLength(pages.length);
  pages.forEach((page, index) => {
    const image = inline[index]!;
    const file = downloadable[index]!;
    expect(image.contentType).toBe('image/png');
    expect(isPng(image.content)).toBe(true);
    expect(decodeQrPng(image.content)).toBe(page.publicUrl);
    expect(file.content.equals(image.content)).toBe(true);
    expect(file.filename).toMatch(/^qr-code-[a-z0-9-]+\.png$/);
  });
}

/**
 * A TCP server that is not a proper SMTP server: it stays silent, or says something on connect. `hungUp` resolves
 * when a client closes its connection.
 */
async function startBrokenServer(greeting: string | null): Promise<{ port: number; hungUp: Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let clientHungUp: () => void = () => {};
  const hungUp = new Promise<void>((resolve) => (clientHungUp = resolve));
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      clientHungUp();
    });
    socket.on('error', () => {});
    if (greeting !== null) socket.write(greeting);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    port: address.port,
    hungUp,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describeMailerContract(
  'SmtpMailer against a real SMTP server on 127.0.0.1',
  async () => {
    const peer = await startSmtpPeer();
    const mailer = new SmtpMailer({ url: peer.url, from: FROM, connectionTimeoutMs: 10_000, sendTimeoutMs: 30_000 });
    return {
      mailer,
      delivered: async () => peer.messages.map((message) => deliveredEmail(message.parsed, message.envelope.to)),
      refuseForGood: () => peer.rejectRecipients(() => true, 550),
      failForNow: () => peer.rejectRecipients(() => true, 450),
      acceptAgain: () => peer.acceptEverything(),
      cleanup: async () => {
        await mailer.close();
        await peer.close();
      },
    };
  },
  { canRefuseForGood: true },
);

describe('SmtpMailer against a real SMTP server', () => {
  let peer: SmtpPeer;
  let mailers: SmtpMailer[];
  let logged: { message: string; fields?: object }[];

  function mailerFor(url: string, options: Partial<SmtpMailerOptions> = {}): SmtpMailer {
    const mailer = new SmtpMailer({
      url,
      from: FROM,
      logger: { info: (message, fields) => logged.push({ message, fields }) },
      connectionTimeoutMs: 1_000,
      sendTimeoutMs: 5_000,
      ...options,
    });
    mailers.push(mailer);
    return mailer;
  }

  beforeEach(async () => {
    peer = await startSmtpPeer();
    mailers = [];
    logged = [];
  });

  afterEach(async () => {
    await Promise.all(mailers.map((mailer) => mailer.close()));
    await peer.close();
  });

  describe('delivers the page-links e-mail', () => {
    it("hands over an 'activated' e-mail for a premium page once, with both parts and the QR code inline and attached", async () => {
      const page = await pageWithQrCode({ yourName: 'Ana', lovedName: 'João' });

      await mailerFor(peer.url).sendPageLinks({ to: 'ana@example.com', reason: 'activated', pages: [page] });

      expect(peer.messages).toHaveLength(1);
      const { parsed: mail, envelope, raw } = peer.messages[0]!;
      expect(envelope).toEqual({ from: 'no-reply@memories.example', to: ['ana@example.com'] });
      expect(addresses(mail.from)).toEqual(['no-reply@memories.example']);
      expect(mail.from?.value[0]?.name).toBe('Memórias');
      expect(addresses(mail.to)).toEqual(['ana@example.com']);
      expect(mail.subject).toBe('Sua página de amor está no ar 💌');
      expect(raw.toString('latin1')).toMatch(/Content-Type: multipart\/alternative/i);
      const html = String(mail.html);
      const text = mail.text ?? '';
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toContain('Ana &amp; João');
      expect(text).toContain('Ana & João');
      for (const part of [html, text]) {
        expect(part).toContain(page.publicUrl);
        expect(part).toContain(page.editUrl);
        expect(part).toContain('token=secret-token-mem0000000000001');
        expect(part).toContain('no ar para sempre');
        expect(part).not.toContain('disponível até');
      }
      expectQrCodesOf(mail, [page]);
      expect(mail.attachments.find((a) => a.contentDisposition === 'attachment')!.filename).toBe('qr-code-ana-e-joao.png');
    });

    it("carries the receipt and the support contact of an 'activated' e-mail in both parts", async () => {
      const page = await pageWithQrCode({ ...BIA_AND_CAIO_BASIC, receipt: aReceipt() });

      await mailerFor(peer.url).sendPageLinks({ to: 'bia@example.com.br', reason: 'activated', pages: [page] });

      const mail = peer.messages[0]!.parsed;
      expectReceipt(String(mail.html), mail.text ?? '', BIA_AND_CAIO_RECEIPT_LINES);
      expect(mail.text).toContain(SUPPORT_LINE);
      expect(String(mail.html)).toContain('href="mailto:contato@memories.com.br"');
    });

    it('shows the end date of a basic page, in Portuguese', async () => {
      const page = await pageWithQrCode({ plan: 'basic', endsAt: new Date('2027-03-10T15:00:00.000Z') });

      await mailerFor(peer.url).sendPageLinks({ to: 'ana@example.com', reason: 'activated', pages: [page] });

      const mail = peer.messages[0]!.parsed;
      for (const part of [String(mail.html), mail.text ?? '']) {
        expect(part).toContain('disponível até 10 de março de 2027');
        expect(part).not.toContain('para sempre');
      }
    });

    it("lists both pages and both QR codes in a 'resend' e-mail", async () => {
      const premium = await pageWithQrCode({ id: 'mem0000000000001' });
      const basic = await pageWithQrCode(BIA_AND_CAIO_BASIC);

      await mailerFor(peer.url).sendPageLinks({ to: 'bia@example.com.br', reason: 'resend', pages: [premium, basic] });

      expect(peer.messages).toHaveLength(1);
      const mail = peer.messages[0]!.parsed;
      expect(mail.subject).toBe('Seus links e QR Codes 💌');
      for (const part of [String(mail.html), mail.text ?? '']) {
        for (const page of [premium, basic]) {
          expect(part).toContain(page.publicUrl);
          expect(part).toContain(page.editUrl);
        }
        expect(part).toContain('no ar para sempre');
        expect(part).toContain('disponível até 10 de março de 2027');
      }
      expectQrCodesOf(mail, [premium, basic]);
      expect(mail.attachments.filter((a) => a.contentDisposition === 'attachment').map((a) => a.filename)).toEqual([
        'qr-code-ana-e-joao.png',
        'qr-code-bia-e-caio.png',
      ]);
    });

    it('logs the delivery with the domain of the recipient only, never the mailbox or the edit link', async () => {
      await mailerFor(peer.url).sendPageLinks({ to: 'ana.secreta@example.org', reason: 'activated', pages: [await pageWithQrCode()] });

      expect(logged).toHaveLength(1);
      const line = JSON.stringify(logged[0]);
      expect(line).toContain('"recipientDomain":"example.org"');
      expect(line).toContain(`"server":"${peer.url}"`);
      expect(line).not.toContain('ana.secreta');
      expect(line).not.toContain('secret-token');
    });

    it('logs in with the credentials of the URL, percent-encoded characters included', async () => {
      const pass = 's3cr3t p@ss:wörd';
      const guarded = await startSmtpPeer({ credentials: { user: 'mailer', pass } });
      try {
        const url = `smtp://mailer:${encodeURIComponent(pass)}@127.0.0.1:${guarded.port}`;

        await mailerFor(url).sendPageLinks({ to: 'ana@example.com', reason: 'activated', pages: [await pageWithQrCode()] });

        expect(guarded.messages.map((message) => message.user)).toEqual(['mailer']);
        expect(JSON.stringify(logged)).not.toContain('s3cr3t');
      } finally {
        await guarded.close();
      }
    });
  });

  describe('tells a permanent refusal from a failure worth retrying', () => {
    it('throws UndeliverableEmailError when the server answers 550 to RCPT TO, without quoting the address', async () => {
      peer.rejectRecipients((address) => address === 'ana.secreta@example.org');

      const error = await failureOf(
        mailerFor(peer.url).sendPageLinks({ to: 'ana.secreta@example.org', reason: 'activated', pages: [await pageWithQrCode()] }),
      );

      expect(error).toBeInstanceOf(UndeliverableEmailError);
      expect(error.message).toContain('550');
      expect(error.message).toContain('RCPT TO');
      expect(everythingIn(error)).not.toContain('ana.secreta');
      expect(peer.messages).toHaveLength(0);
      expect(logged).toHaveLength(0);
    });

    it('throws UndeliverableEmailError when the server refuses the message itself with 554 after DATA', async () => {
      peer.answerData({ code: 554, message: '5.7.1 Message rejected as spam' });

      const error = await failureOf(
        mailerFor(peer.url).sendPageLinks({ to: 'ana@example.com', reason: 'activated', pages: [await pageWithQrCode()] }),
      );

      expect(error).toBeInstanceOf(UndeliverableEmailError);
      expect(error.message).toContain('554 5.7.1 Message rejected as spam');
    });

    it.each([
      ['a 450 to RCPT TO (mailbox busy)', (p: SmtpPeer) => p.rejectRecipients(() => true, 450), '450'],
      ['a 451 after DATA (local error)', (p: SmtpPeer) => p.answerData({ code: 451, message: '4.3.0 try later' }), '451'],
      ['a 503 after DATA (bad sequence, not a verdict)', (p: SmtpPeer) => p.answerData({ code: 503, message: '5.5.1 bad sequence' }), '503'],
    ])('throws a retryable error on %s, and delivers once the server accepts again', async (_case, refuse, code) => {
      const mailer = mailerFor(peer.url);
      const email = { to: 'ana@example.com', reason: 'activated', pages: [await pageWithQrCode()] } as const;
      refuse(peer);

      const error = await failureOf(mailer.sendPageLinks(email));

      expect(error).not.toBeInstanceOf(UndeliverableEmailError);
      expect(error.message).toContain(code);
      expect(peer.messages).toHaveLength(0);

      peer.acceptEverything();
      await mailer.sendPageLinks(email);
      expect(peer.messages).toHaveLength(1);
    });

    it('throws a retryable error at once while the server is down, and delivers when it is back on the same port', async () => {
      const guarded = await startSmtpPeer({ credentials: { user: 'mailer', pass: PASSWORD } });
      try {
        const url = `smtp://mailer:${PASSWORD}@127.0.0.1:${guarded.port}`;
        // Limits far beyond this test's own: the failure must come from the refused connection, not from a timeout.
        const mailer = mailerFor(url, { connectionTimeoutMs: 10 * MINUTE, sendTimeoutMs: 10 * MINUTE });
        const email = { to: 'ana@example.com', reason: 'activated', pages: [await pageWithQrCode()] } as const;
        await guarded.stop();

        const error = await failureOf(mailer.sendPageLinks(email));

        expect(error).not.toBeInstanceOf(UndeliverableEmailError);
        expect(error.message).toContain('ECONNREFUSED');
        expect(error.message).toContain(`127.0.0.1:${guarded.port}`);
        expect(everythingIn(error)).not.toContain(PASSWORD);

        await guarded.start();
        await mailer.sendPageLinks(email);
        expect(guarded.messages.map((message) => message.user)).toEqual(['mailer']);
      } finally {
        await guarded.close();
      }
    });

    it('keeps the password out of the error when the server quotes it in its refusal of the login', async () => {
      const guarded = await startSmtpPeer({ credentials: { user: 'mailer', pass: 'the-right-one' } });
      try {
        const url = `smtp://mailer:${PASSWORD}@127.0.0.1:${guarded.port}`;

        const error = await failureOf(mailerFor(url).sendPageLinks({ to: 'ana@example.com', reason: 'activated', pages: [await pageWithQrCode()] }));

        // A wrong SMTP password is ours to fix, not a reason to give up on the buyer's e-mail.
        expect(error).not.toBeInstanceOf(UndeliverableEmailError);
        expect(error.message).toContain('EAUTH');
        expect(error.message).toContain('535 Authentication failed for mailer:[redacted]');
        expect(everythingIn(error)).not.toContain(PASSWORD);
        expect(everythingIn(error)).not.toContain(url);
        expect(guarded.messages).toHaveLength(0);
      } finally {
        await guarded.close();
      }
    });

    it('throws a retryable error when the server never greets, within the connection timeout', async () => {
      const silent = await startBrokenServer(null);
      try {
        // Only the connection timeout is short: the send's own limit is far beyond this test's.
        const mailer = mailerFor(`smtp://127.0.0.1:${silent.port}`, { connectionTimeoutMs: 300, sendTimeoutMs: 10 * MINUTE });

        const error = await failureOf(mailer.sendPageLinks({ to: 'ana@example.com', reason: 'activated', pages: [await pageWithQrCode()] }));

        expect(error).not.toBeInstanceOf(UndeliverableEmailError);
        expect(error.message).toContain('ETIMEDOUT');
        expect(error.message).not.toContain('no answer within');
        await silent.hungUp;
      } finally {
        await silent.close();
      }
    });

    it('throws a retryable error when the server greets with 554: that refuses us, not the recipient', async () => {
      const refusing = await startBrokenServer('554 5.7.1 no SMTP service here\r\n');
      try {
        const error = await failureOf(
          mailerFor(`smtp://127.0.0.1:${refusing.port}`).sendPageLinks({
            to: 'ana@example.com',
            reason: 'activated',
            pages: [await pageWithQrCode()],
          }),
        );

        expect(error).not.toBeInstanceOf(UndeliverableEmailError);
        expect(error.message).toContain('554');
      } finally {
        await refusing.close();
      }
    });

    it('gives up with a retryable error when the server stalls after DATA, within the send timeout', async () => {
      peer.answerData('stall');
      const mailer = mailerFor(peer.url, { sendTimeoutMs: 500 });

      const error = await failureOf(mailer.sendPageLinks({ to: 'ana@example.com', reason: 'activated', pages: [await pageWithQrCode()] }));

      // Only the mailer's own time limit words the error this way: it fired, and the send did not wait any longer.
      expect(error).not.toBeInstanceOf(UndeliverableEmailError);
      expect(error.message).toContain('no answer within 500 ms');
    });
  });

  describe('lifecycle', () => {
    it('refuses a URL that is not smtp:// or smtps:// without repeating it', () => {
      for (const url of [`http://mailer:${PASSWORD}@mail.example`, `smtp//mailer:${PASSWORD}@mail.example`]) {
        let error: unknown;
        try {
          new SmtpMailer({ url, from: FROM });
        } catch (caught) {
          error = caught;
        }
        expect(error).toBeInstanceOf(Error);
        expect(everythingIn(error)).not.toContain(PASSWORD);
      }
    });

    it('lets the e-mail being sent finish on close(), then refuses new ones', async () => {
      const mailer = mailerFor(peer.url);
      const email = { to: 'ana@example.com', reason: 'activated', pages: [await pageWithQrCode()] } as const;

      const sending = mailer.sendPageLinks(email);
      await mailer.close();

      expect(peer.messages).toHaveLength(1);
      await expect(sending).resolves.toBeUndefined();
      await expect(mailer.sendPageLinks(email)).rejects.toThrow('closed');
    });

    it('delivers e-mails sent at the same time, each exactly once', async () => {
      const mailer = mailerFor(peer.url);
      const page = await pageWithQrCode();

      await Promise.all(['a', 'b', 'c'].map((name) => mailer.sendPageLinks({ to: `${name}@example.com`, reason: 'resend', pages: [page] })));

      const messages = await peer.waitForMessages(3, 1_000);
      expect(messages.flatMap((message) => message.envelope.to).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    });
  });
});
