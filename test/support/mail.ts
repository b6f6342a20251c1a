import type { AddressObject, ParsedMail } from 'mailparser';
import type { PageLinkEmailEntry } from '../../src/application/ports/mailer.js';
import { QrcodeQrCodeRenderer } from '../../src/adapters/qr/qrcode-qr-code-renderer.js';
import type { DeliveredEmail } from '../contract/mailer.contract.js';
import { aPageLinkEntry } from './mothers/page-links-email.mother.js';

const qrCodes = new QrcodeQrCodeRenderer();

/** A page of the e-mail mother with a real QR code of its public link, for tests that decode what arrived. */
export async function pageWithQrCode(overrides: Parameters<typeof aPageLinkEntry>[0] = {}): Promise<PageLinkEmailEntry> {
  const page = aPageLinkEntry(overrides);
  return { ...page, qrCodePng: await qrCodes.png(page.publicUrl) };
}

/** The mailbox addresses of a parsed header (To, From). */
export function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []].flat().flatMap((group) => group.value.map((address) => address.address ?? ''));
}

/** A parsed message in the mailer contract's terms; `to` defaults to the To header. */
export function deliveredEmail(mail: ParsedMail, to: readonly string[] = addresses(mail.to)): DeliveredEmail {
  return {
    to,
    subject: mail.subject ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    text: mail.text ?? '',
    attachments: mail.attachments.map((attachment) => ({ contentType: attachment.contentType, content: attachment.content })),
  };
}
