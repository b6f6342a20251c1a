import type { AddressObject, ParsedMail } from 'mailparser';
import { expect } from 'vitest';
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

/** The support contact every page-links e-mail ends with, in its plain-text form. */
export const SUPPORT_LINE = 'Precisa de ajuda? Escreva para contato@memories.com.br e informe o número do pedido (ou o e-mail da compra).';

/**
 * Asserts that both parts of an e-mail carry a receipt with exactly these lines, in this order: "Label: value" lines
 * under "RECIBO DA COMPRA" in the text, label and value cells of one row in the HTML.
 */
export function expectReceipt(html: string, text: string, lines: readonly (readonly [string, string])[]): void {
  const block = text
    .slice(text.indexOf('RECIBO DA COMPRA'))
    .split('\n')
    .slice(0, lines.length + 1);
  expect(block).toEqual(['RECIBO DA COMPRA', ...lines.map(([label, value]) => `${label}: ${value}`)]);
  const rows = [...html.matchAll(/<tr><td style="[^"]*">([^<]*)<\/td><td style="[^"]*">([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
  const unescape = (value: string) =>
    value
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  expect(html).toContain('RECIBO DA COMPRA');
  expect(rows.map(([label, value]) => [unescape(label!), unescape(value!)])).toEqual(lines.map(([label, value]) => [label, value]));
}
