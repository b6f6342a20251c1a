import type { Mailer, PageLinksEmail } from '../../../src/application/ports/mailer.js';

export class RecordingMailer implements Mailer {
  readonly sent: PageLinksEmail[] = [];
  failNext: Error | null = null;

  async sendPageLinks(email: PageLinksEmail): Promise<void> {
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    this.sent.push(email);
  }
}
