import type {
  AnniversaryEmail,
  DeliveryEmail,
  LetterOpenedEmail,
  Mailer,
  PageLinksEmail,
  PageOpenedEmail,
  PageReplyEmail,
  QuestionAlertEmail,
} from '../../../src/application/ports/mailer.js';

export class RecordingMailer implements Mailer {
  readonly sent: PageLinksEmail[] = [];
  /** "A surpresa foi aberta!" e-mails, apart from the page links. */
  readonly opened: PageOpenedEmail[] = [];
  /** Yearly anniversary e-mails. */
  readonly anniversaries: AnniversaryEmail[] = [];
  /** Visitors' replies, apart from the others. */
  readonly replies: PageReplyEmail[] = [];
  /** The delivery on the day's e-mails, to recipients and buyers. */
  readonly deliveries: DeliveryEmail[] = [];
  /** "A carta de … foi aberta" e-mails. */
  readonly letters: LetterOpenedEmail[] = [];
  /** "Alguém tentou abrir a página de vocês" e-mails. */
  readonly questionAlerts: QuestionAlertEmail[] = [];
  failNext: Error | null = null;

  async sendPageLinks(email: PageLinksEmail): Promise<void> {
    this.throwIfFailing();
    this.sent.push(email);
  }

  async sendPageOpened(email: PageOpenedEmail): Promise<void> {
    this.throwIfFailing();
    this.opened.push(email);
  }

  async sendAnniversary(email: AnniversaryEmail): Promise<void> {
    this.throwIfFailing();
    this.anniversaries.push(email);
  }

  async sendPageReply(email: PageReplyEmail): Promise<void> {
    this.throwIfFailing();
    this.replies.push(email);
  }

  async sendDelivery(email: DeliveryEmail): Promise<void> {
    this.throwIfFailing();
    this.deliveries.push(email);
  }

  async sendLetterOpened(email: LetterOpenedEmail): Promise<void> {
    this.throwIfFailing();
    this.letters.push(email);
  }

  async sendQuestionAlert(email: QuestionAlertEmail): Promise<void> {
    this.throwIfFailing();
    this.questionAlerts.push(email);
  }

  private throwIfFailing(): void {
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
  }
}
