import type { SendMailOptions } from 'nodemailer';
import type { RenderedEmail } from './templates/page-links-email.pt-br.js';

/** The part of every nodemailer message that a rendered e-mail decides: who, the subject and both bodies. */
export function renderedMessage(rendered: RenderedEmail, to: string, from: string): SendMailOptions {
  return { from, to, subject: rendered.subject, text: rendered.text, html: rendered.html };
}
