import type { SendMailOptions } from 'nodemailer';
import type { RenderedEmail } from './templates/page-links-email.pt-br.js';

/** The part of every nodemailer message that a rendered e-mail decides: who, the subject and both bodies. */
export function renderedMessage(rendered: RenderedEmail, to: string, from: string): SendMailOptions {
  return { from, to, subject: rendered.subject, text: rendered.text, html: rendered.html };
}

/** The same, with the rendered attachments (the QR codes, inline and attached) as nodemailer takes them. */
export function renderedMessageWithAttachments(rendered: RenderedEmail, to: string, from: string): SendMailOptions {
  return {
    ...renderedMessage(rendered, to, from),
    attachments: rendered.attachments.map((attachment) => ({
      filename: attachment.filename,
      content: Buffer.from(attachment.content.buffer, attachment.content.byteOffset, attachment.content.byteLength),
      contentType: attachment.contentType,
      contentDisposition: attachment.disposition,
      ...(attachment.cid === undefined ? {} : { cid: attachment.cid }),
    })),
  };
}
