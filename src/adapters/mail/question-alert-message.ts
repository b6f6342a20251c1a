import type { SendMailOptions } from 'nodemailer';
import type { QuestionAlertEmail } from '../../application/ports/mailer.js';
import { renderedMessageWithAttachments } from './rendered-message.js';
import { renderQuestionAlertEmail } from './templates/question-alert-email.pt-br.js';
import type { EmailShopWords } from './templates/email-parts.js';

/** The nodemailer message of "Alguém tentou abrir a página de vocês"; every transport sends exactly this. */
export function questionAlertMessage(email: QuestionAlertEmail, from: string, words?: EmailShopWords): SendMailOptions {
  return renderedMessageWithAttachments(renderQuestionAlertEmail(email, words), email.to, from);
}
