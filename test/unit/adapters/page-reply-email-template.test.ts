import { describe, expect, it } from 'vitest';
import { renderPageReplyEmail } from '../../../src/adapters/mail/templates/page-reply-email.pt-br.js';
import type { PageReplyEmail } from '../../../src/application/ports/mailer.js';

const reply = (note: string | null): PageReplyEmail => ({
  to: 'ana@example.com',
  yourName: 'Ana',
  lovedName: 'João',
  publicUrl: 'https://memories.example/ana-e-joao/abc123',
  note,
  sentAt: new Date('2027-06-12T03:00:00.000Z'),
});

describe('the reply e-mail', () => {
  it('says a heart came, with no note, and where the buyer reads every reply', () => {
    const rendered = renderPageReplyEmail(reply(null));
    expect(rendered.subject).toBe('Chegou uma resposta com carinho 💌');
    expect(rendered.text).toContain('Alguém mandou um coração pela página que você fez para João.');
    expect(rendered.text).toContain('Enviada em 12 de junho de 2027, às 00:00 (horário de Brasília).');
    expect(rendered.text).toContain('No link de edição que você recebeu');
    expect(rendered.html).toContain('&#10084;');
    expect(rendered.html).not.toContain('border-left:4px');
  });

  it('quotes a note of several lines, line by line in the text and with line breaks in the HTML, escaped', () => {
    const rendered = renderPageReplyEmail(reply('Oi, <Ana>!\nObrigado & "tudo"'));
    expect(rendered.text).toContain('> Oi, <Ana>!\n> Obrigado & "tudo"');
    expect(rendered.html).toContain('Oi, &lt;Ana&gt;!<br>Obrigado &amp; &quot;tudo&quot;');
    expect(rendered.html).not.toContain('<Ana>');
  });

  it('names neither the buyer’s address nor anything of the visitor', () => {
    const rendered = renderPageReplyEmail(reply('oi'));
    expect(rendered.text).not.toContain('ana@example.com');
    expect(rendered.html).not.toContain('ana@example.com');
    expect(rendered.text).toContain('Quem respondeu não vê o seu e-mail');
  });
});
