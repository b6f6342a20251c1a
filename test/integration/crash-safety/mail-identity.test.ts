import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileMailer } from '../../../src/adapters/mail/file-mailer.js';
import { messageIdFor } from '../../../src/adapters/mail/message-identity.js';
import { SmtpMailer } from '../../../src/adapters/mail/smtp-mailer.js';
import type { PageLinksEmail } from '../../../src/application/ports/mailer.js';
import { startRecordingSmtpServer, type RecordingSmtpServer } from '../../support/crash/recording-smtp-server.js';

const FROM = 'Memórias <nao-responda@memories.example>';
const email = (to: string): PageLinksEmail => ({
  to,
  reason: 'activated',
  pages: [
    {
      yourName: 'Ana',
      lovedName: 'João',
      plan: 'premium',
      publicUrl: 'https://memories.example/ana-e-joao/mem0000000000001',
      editUrl: 'https://memories.example/update/mem0000000000001?token=t',
      qrCodePng: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      endsAt: null,
    },
  ],
});
const messageIdOf = (eml: string) => /^Message-ID: (.+)$/m.exec(eml)?.[1];

describe('messageIdFor', () => {
  it('is the same for one key, different for another, in the sender domain, without the key in it', () => {
    const id = messageIdFor('email-12-1795000000000', FROM);

    expect(id).toMatch(/^<[0-9a-f]{32}@memories\.example>$/);
    expect(messageIdFor('email-12-1795000000000', FROM)).toBe(id);
    expect(messageIdFor('email-13-1795000000000', FROM)).not.toBe(id);
    expect(messageIdFor('email-12-1795000000000', 'nao-responda@outro.example')).toMatch(/@outro\.example>$/);
    expect(messageIdFor('email-12-1795000000000', 'sem arroba')).toMatch(/@memories\.local>$/);
  });

  it('refuses a key that could not name a file or a header safely', () => {
    for (const bad of ['', '.hidden', '../x', 'a/b', 'a b', 'a\nb', 'x'.repeat(101)])
      expect(() => messageIdFor(bad, FROM), bad).toThrow('Not a delivery key');
  });
});

describe('FileMailer with a delivery key', () => {
  let dir: string;
  let outbox: string;
  let logged: string[];
  let mailer: FileMailer;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'memories-file-mailer-'));
    outbox = join(dir, 'outbox');
    logged = [];
    mailer = new FileMailer({ outboxDir: outbox, from: FROM, logger: { info: (message) => logged.push(message) } });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes {key}.eml with the Message-ID of the key', async () => {
    await mailer.sendPageLinks(email('ana@example.com'), { deliveryKey: 'email-1-100' });

    expect(await readdir(outbox)).toEqual(['email-1-100.eml']);
    expect(messageIdOf(await readFile(join(outbox, 'email-1-100.eml'), 'utf8'))).toBe(messageIdFor('email-1-100', FROM));
  });

  it('writes nothing the second time the same e-mail comes (the process died before marking it sent)', async () => {
    await mailer.sendPageLinks(email('ana@example.com'), { deliveryKey: 'email-1-100' });
    const first = await readFile(join(outbox, 'email-1-100.eml'));

    await mailer.sendPageLinks(email('ana@example.com'), { deliveryKey: 'email-1-100' });
    await mailer.sendPageLinks(email('bia@example.com'), { deliveryKey: 'email-2-100' });

    expect((await readdir(outbox)).sort()).toEqual(['email-1-100.eml', 'email-2-100.eml']);
    expect(await readFile(join(outbox, 'email-1-100.eml'))).toEqual(first);
    expect(logged).toEqual(['page links e-mail written to outbox', 'page links e-mail already in the outbox', 'page links e-mail written to outbox']);
  });

  it('replaces the temporary file a killed write left, and leaves none', async () => {
    await mkdir(outbox, { recursive: true });
    await writeFile(join(outbox, '.email-1-100.eml.tmp'), 'half an e-ma');

    await mailer.sendPageLinks(email('ana@example.com'), { deliveryKey: 'email-1-100' });

    expect(await readdir(outbox)).toEqual(['email-1-100.eml']);
    expect(await readFile(join(outbox, 'email-1-100.eml'), 'utf8')).toContain('To: ana@example.com');
  });

  it('still names an e-mail without a key by time and random bytes, a new file each time', async () => {
    await mailer.sendPageLinks(email('ana@example.com'));
    await mailer.sendPageLinks(email('ana@example.com'));

    const files = await readdir(outbox);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
  });

  it('refuses a key that is not safe as a file name, writing nothing', async () => {
    await expect(mailer.sendPageLinks(email('ana@example.com'), { deliveryKey: '../escape' })).rejects.toThrow(/delivery key/);
    await expect(readdir(outbox)).rejects.toThrow(/^ENOENT/);
  });
});

describe('SmtpMailer with a delivery key', () => {
  let smtp: RecordingSmtpServer;
  let mailer: SmtpMailer;

  beforeEach(async () => {
    smtp = await startRecordingSmtpServer();
    mailer = new SmtpMailer({ url: smtp.url, from: FROM });
  });
  afterEach(async () => {
    await mailer.close();
    await smtp.close();
  });

  it('sends every attempt at one e-mail with the same Message-ID, and another e-mail with another', async () => {
    await mailer.sendPageLinks(email('ana@example.com'), { deliveryKey: 'email-1-100' });
    await mailer.sendPageLinks(email('ana@example.com'), { deliveryKey: 'email-1-100' });
    await mailer.sendPageLinks(email('bia@example.com'), { deliveryKey: 'email-2-100' });

    expect(smtp.messages.map((message) => message.messageId)).toEqual([
      messageIdFor('email-1-100', FROM),
      messageIdFor('email-1-100', FROM),
      messageIdFor('email-2-100', FROM),
    ]);
  });

  it('lets nodemailer make a Message-ID of its own without a key', async () => {
    await mailer.sendPageLinks(email('ana@example.com'));
    await mailer.sendPageLinks(email('ana@example.com'));

    const [first, second] = smtp.messages.map((message) => message.messageId);
    expect(first).toMatch(/^<.+@.+>$/);
    expect(second).not.toBe(first);
  });
});
