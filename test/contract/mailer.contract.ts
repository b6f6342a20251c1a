import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  UndeliverableEmailError,
  type AnniversaryEmail,
  type DeliveryEmail,
  type LetterOpenedEmail,
  type QuestionAlertEmail,
  type Mailer,
  type PageLinksEmail,
  type PageOpenedEmail,
  type PageReplyEmail,
} from '../../src/application/ports/mailer.js';
import { aPageLinkEntry, BIA_AND_CAIO_BASIC } from '../support/mothers/page-links-email.mother.js';
import { rejectionOf } from '../support/rejection.js';

/** An e-mail as its recipient reads it. */
export interface DeliveredEmail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  readonly attachments: readonly { readonly contentType: string; readonly content: Uint8Array }[];
}

export interface MailerUnderTest {
  readonly mailer: Mailer;
  /** Every e-mail that reached the far side so far (the recorder, the SMTP server, the outbox folder). */
  delivered(): Promise<DeliveredEmail[]>;
  /** Has the far side refuse what comes next for good (an unknown mailbox). */
  refuseForGood?(): void;
  /** Has the far side fail for now what comes next (a busy mailbox, a full disk). */
  failForNow?(): Promise<void> | void;
  /** Undoes either: everything is accepted again. */
  acceptAgain?(): Promise<void> | void;
  cleanup(): Promise<void>;
}

export interface MailerCapabilities {
  /** The far side can refuse a message for good (a mail server can; a folder on disk cannot). */
  readonly canRefuseForGood: boolean;
}

const ana = (overrides: Partial<PageLinksEmail> = {}): PageLinksEmail => ({
  to: 'ana@example.com',
  reason: 'activated',
  pages: [aPageLinkEntry({ qrCodePng: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) })],
  ...overrides,
});

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

/** One specification of `Mailer`, run against the fake and every real adapter. */
export function describeMailerContract(name: string, factory: () => Promise<MailerUnderTest>, capabilities: MailerCapabilities): void {
  describe(`Mailer contract: ${name}`, () => {
    let subject: MailerUnderTest;
    let mailer: Mailer;

    beforeEach(async () => {
      subject = await factory();
      mailer = subject.mailer;
    });

    afterEach(async () => {
      await subject.cleanup();
    });

    it('delivers one e-mail to the recipient, whose HTML and text both carry every link, with each QR code attached', async () => {
      const email = ana();

      await mailer.sendPageLinks(email);

      const delivered = await subject.delivered();
      expect(delivered).toHaveLength(1);
      const [mail] = delivered as [DeliveredEmail];
      expect(mail.to).toEqual(['ana@example.com']);
      expect(mail.subject).not.toBe('');
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain(email.pages[0]!.publicUrl);
        expect(part).toContain(email.pages[0]!.editUrl);
      }
      expect(mail.attachments.some((file) => file.contentType === 'image/png' && sameBytes(file.content, email.pages[0]!.qrCodePng))).toBe(true);
    });

    it("lists every page of a 'resend' e-mail, under a subject of its own", async () => {
      const second = aPageLinkEntry({ ...BIA_AND_CAIO_BASIC, qrCodePng: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 9, 9]) });
      const resend = ana({ reason: 'resend', pages: [...ana().pages, second] });

      await mailer.sendPageLinks(ana());
      await mailer.sendPageLinks(resend);

      const [activated, resent] = (await subject.delivered()) as [DeliveredEmail, DeliveredEmail];
      expect(resent.subject).not.toBe(activated.subject);
      for (const page of resend.pages) {
        expect(resent.html).toContain(page.publicUrl);
        expect(resent.text).toContain(page.editUrl);
        expect(resent.attachments.some((file) => sameBytes(file.content, page.qrCodePng))).toBe(true);
      }
    });

    it('delivers "A surpresa foi aberta!" with when it was opened, in Brasília time, the page and the link that turns it off', async () => {
      const opened: PageOpenedEmail = {
        to: 'bia@example.com',
        yourName: 'Bia',
        lovedName: 'Caio',
        publicUrl: 'https://memories.example/bia-e-caio/abc123',
        openedAt: new Date('2026-03-10T23:30:00.000Z'),
        turnOffUrl: 'https://memories.example/aviso-de-abertura/abc123/desligar?token=t0k3n',
      };

      await mailer.sendPageOpened(opened);

      const [delivered] = await subject.delivered();
      expect(delivered).toMatchObject({ to: ['bia@example.com'], subject: 'A surpresa foi aberta! 💌', attachments: [] });
      for (const body of [delivered!.text, delivered!.html]) {
        expect(body).toContain('em 10 de março de 2026, às 20:30 (horário de Brasília)');
        expect(body).toContain(opened.publicUrl);
        expect(body).toContain(opened.turnOffUrl);
      }
    });

    it('delivers the day’s surprise to its recipient, with the page and its QR code inline and attached, and no edit link; then the buyer’s notice', async () => {
      const qrCodePng = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 8, 7]);
      const arrived: DeliveryEmail = {
        to: 'caio@example.com',
        kind: 'arrived',
        yourName: 'Bia',
        lovedName: 'Caio',
        publicUrl: 'https://memories.example/bia-e-caio/abc123',
        qrCodePng,
      };

      await mailer.sendDelivery(arrived);
      await mailer.sendDelivery({ ...arrived, to: 'bia@example.com', kind: 'sent', qrCodePng: null });

      const [toRecipient, toBuyer] = await subject.delivered();
      expect(toRecipient).toMatchObject({ to: ['caio@example.com'], subject: 'Chegou a hora: Bia preparou uma surpresa para você' });
      expect(toRecipient!.attachments).toHaveLength(2);
      expect(toRecipient!.attachments.every((attachment) => attachment.contentType === 'image/png' && sameBytes(attachment.content, qrCodePng))).toBe(
        true,
      );
      for (const body of [toRecipient!.text, toRecipient!.html]) {
        expect(body).toContain('Oi, Caio!');
        expect(body).toContain(arrived.publicUrl);
        expect(body).not.toContain('/editar/');
      }
      expect(toRecipient!.html).toContain('alt="QR Code da página"');
      expect(toBuyer).toMatchObject({ to: ['bia@example.com'], subject: 'A surpresa chegou para Caio', attachments: [] });
      expect(toBuyer!.text).toContain('acabamos de enviar o link e o QR Code da página para Caio');
    });

    it('tells the buyer a letter for the future was opened, with its title and the page, never its text', async () => {
      const email: LetterOpenedEmail = {
        to: 'bia@example.com',
        yourName: 'Bia',
        lovedName: 'Caio',
        title: 'Abra quando <sentir> saudade',
        opensOn: '2026-07-12',
        publicUrl: 'https://memories.example/bia-e-caio/abc123',
      };

      await mailer.sendLetterOpened(email);

      const [delivered] = await subject.delivered();
      expect(delivered).toMatchObject({ to: ['bia@example.com'], subject: 'A carta de julho foi aberta', attachments: [] });
      expect(delivered!.text).toContain('A carta “Abra quando <sentir> saudade”, que você guardou para Caio até 12/07, acabou de ser aberta.');
      expect(delivered!.html).toContain('Abra quando &lt;sentir&gt; saudade');
      for (const body of [delivered!.text, delivered!.html]) expect(body).toContain(email.publicUrl);
    });

    it('alerts the buyer of wrong answers to the question with the edit link, never an answer tried', async () => {
      const email: QuestionAlertEmail = {
        to: 'bia@example.com',
        yourName: 'Bia',
        lovedName: 'Caio <3',
        publicUrl: 'https://memories.example/bia-e-caio/abc123',
        editUrl: 'https://memories.example/update/abc123?token=t0k3n',
      };

      await mailer.sendQuestionAlert(email);

      const [delivered] = await subject.delivered();
      expect(delivered).toMatchObject({ to: ['bia@example.com'], subject: 'Alguém tentou abrir a página de vocês', attachments: [] });
      expect(delivered!.text).toContain('Alguém errou a resposta da pergunta da página para Caio <3 algumas vezes.');
      expect(delivered!.html).toContain('Caio &lt;3');
      for (const body of [delivered!.text, delivered!.html]) expect(body).toContain(email.editUrl);
    });

    it("delivers the yearly anniversary e-mail with the page, a basic page's end and renewal link, and the link that turns it off", async () => {
      const anniversary: AnniversaryEmail = {
        to: 'bia@example.com',
        yourName: 'Bia',
        lovedName: 'Caio',
        years: 2,
        publicUrl: 'https://memories.example/bia-e-caio/abc123',
        plan: { endsAt: new Date('2027-03-10T15:00:00.000Z'), renewalUrl: 'https://memories.example/renovar/abc123?chave=k3y' },
        turnOffUrl: 'https://memories.example/aviso-de-aniversario/abc123/desligar?token=t0k3n',
        chapter: { year: 2, editUrl: 'https://memories.example/update/abc123?token=ed1t#um-novo-capitulo' },
      };

      await mailer.sendAnniversary(anniversary);

      const [delivered] = await subject.delivered();
      expect(delivered).toMatchObject({ to: ['bia@example.com'], subject: 'Hoje vocês completam 2 anos! 🎉', attachments: [] });
      for (const body of [delivered!.text, delivered!.html]) {
        expect(body).toContain('Hoje vocês completam 2 anos!');
        expect(body).toContain('10 de março de 2027');
        expect(body).toContain(anniversary.publicUrl);
        expect(body).toContain(anniversary.turnOffUrl);
        expect(body).toContain('Adicione o capítulo do 2º ano');
        expect(body).toContain(anniversary.chapter!.editUrl);
      }
      expect(delivered!.text).toContain(anniversary.plan!.renewalUrl);
      expect(delivered!.html).toContain('https://memories.example/renovar/abc123?chave=k3y');
    });

    it('delivers a visitor’s reply to the buyer with the note as plain text, escaped in the HTML, and the page', async () => {
      const reply: PageReplyEmail = {
        to: 'bia@example.com',
        yourName: 'Bia',
        lovedName: 'Caio',
        publicUrl: 'https://memories.example/bia-e-caio/abc123',
        note: 'Te amo <3 <script>alert("oi")</script> & obrigado',
        sentAt: new Date('2026-03-10T23:30:00.000Z'),
      };

      await mailer.sendPageReply(reply);

      const [delivered] = await subject.delivered();
      expect(delivered).toMatchObject({ to: ['bia@example.com'], subject: 'Chegou uma resposta com carinho 💌', attachments: [] });
      expect(delivered!.text).toContain(`> ${reply.note}`);
      expect(delivered!.html).toContain('Te amo &lt;3 &lt;script&gt;alert(&quot;oi&quot;)&lt;/script&gt; &amp; obrigado');
      expect(delivered!.html).not.toContain('<script>');
      for (const body of [delivered!.text, delivered!.html]) {
        expect(body).toContain('Caio');
        expect(body).toContain(reply.publicUrl);
        expect(body).toContain('10 de março de 2026, às 20:30');
      }
    });

    it('delivers each e-mail sent once, to its own recipient', async () => {
      await Promise.all(['a@example.com', 'b@example.com'].map((to) => mailer.sendPageLinks(ana({ to }))));

      expect((await subject.delivered()).map((mail) => mail.to.join()).sort()).toEqual(['a@example.com', 'b@example.com']);
    });

    if (capabilities.canRefuseForGood)
      it('rejects with UndeliverableEmailError when the far side refuses the e-mail for good, delivering nothing', async () => {
        subject.refuseForGood!();

        await rejectionOf(mailer.sendPageLinks(ana()), UndeliverableEmailError);

        expect(await subject.delivered()).toEqual([]);
      });

    it('rejects with an error worth retrying when delivery fails for now, and delivers when sent again later', async () => {
      await subject.failForNow!();

      const error = await rejectionOf(mailer.sendPageLinks(ana()), Error);

      expect(error).not.toBeInstanceOf(UndeliverableEmailError);
      expect(await subject.delivered()).toEqual([]);
      await subject.acceptAgain!();
      await mailer.sendPageLinks(ana());
      expect(await subject.delivered()).toHaveLength(1);
    });
  });
}
