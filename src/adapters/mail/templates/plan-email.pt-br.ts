import type { PageLinkEmailEntry, PageLinksEmail } from '../../../application/ports/mailer.js';
import type { LifecycleNotice } from '../../../domain/renewal/page-lifecycle.js';
import { PRODUCT_TIME_ZONE } from '../../../domain/shared/zoned-time.js';
import { formatBrl } from '../../../texts/currency.pt-br.js';
import { PLAN_TITLE } from '../../../texts/plans.pt-br.js';
import type { RenderedEmail } from './page-links-email.pt-br.js';
import { htmlText } from '../../shared/html-text.js';

/** The e-mails about a page's plan: reminders before and after its end, the removal warning, a renewal, an upgrade. */
export type PlanEmailReason = LifecycleNotice | 'renewed' | 'upgraded';

const PLAN_REASONS: readonly string[] = ['ends-in-30-days', 'ends-in-7-days', 'ended', 'removal-in-7-days', 'renewed', 'upgraded'];

export function isPlanEmail(email: PageLinksEmail): email is PageLinksEmail & { reason: PlanEmailReason } {
  return PLAN_REASONS.includes(email.reason);
}

const day = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: PRODUCT_TIME_ZONE });
const date = (value: Date | null | undefined) => (value ? day.format(value) : '');

interface Wording {
  readonly subject: string;
  readonly lines: readonly string[];
  /** The button, and where it goes. */
  readonly action: { readonly label: string; readonly url: string } | null;
}

/** " (R$ 12,00)", " por R$ 4,00": an order's price where the e-mail knows it. */
const priced = (cents: number | undefined, before: string) => (cents === undefined ? '' : `${before}${formatBrl(cents)}`);

function wording(reason: PlanEmailReason, page: PageLinkEmailEntry): Wording {
  const couple = `${page.yourName} & ${page.lovedName}`;
  const renewPrice = page.orderPrices && `${priced(page.orderPrices.renewalCents, ' (')})`;
  const renew = page.renewalUrl ? { label: `Renovar por mais um ano${renewPrice ?? ''}`, url: page.renewalUrl } : null;
  const upgrade = `Ou faça o upgrade para o ${PLAN_TITLE.premium}${priced(page.orderPrices?.upgradeCents, ' por ')} e ela nunca mais expira, com 3 fotos, música e Nossa história.`;
  const same = 'O link e o QR Code continuam os mesmos: nada do que você imprimiu ou compartilhou muda.';
  switch (reason) {
    case 'ends-in-30-days':
      return {
        subject: `Sua página ${couple} fica no ar até ${date(page.endsAt)}`,
        lines: [
          `A página de ${couple} completa 1 ano no ar em ${date(page.endsAt)}. Para ela continuar abrindo, renove por mais um ano.`,
          same,
          upgrade,
        ],
        action: renew,
      };
    case 'ends-in-7-days':
      return {
        subject: `Faltam 7 dias: sua página ${couple} sai do ar em ${date(page.endsAt)}`,
        lines: [
          `Em uma semana, no dia ${date(page.endsAt)}, a página de ${couple} deixa de abrir. Renove e ela continua no mesmo endereço.`,
          same,
          upgrade,
        ],
        action: renew,
      };
    case 'ended':
      return {
        subject: `Sua página ${couple} saiu do ar hoje`,
        lines: [
          `O ano do ${PLAN_TITLE.basic} terminou e a página de ${couple} não abre mais. Guardamos tudo (fotos, mensagem, data) por 90 dias.`,
          `Renove até ${date(page.removalAt)} e ela volta na hora, no mesmo link e com o mesmo QR Code.`,
          upgrade,
        ],
        action: renew,
      };
    case 'removal-in-7-days':
      return {
        subject: `Última chance: os dados da página ${couple} serão apagados em ${date(page.removalAt)}`,
        lines: [
          `A página de ${couple} está fora do ar desde ${date(page.endsAt)}. Em ${date(page.removalAt)} apagaremos as fotos e os dados dela, como prometemos na nossa política de privacidade.`,
          'Se quiser mantê-la, renove antes dessa data: ela volta no mesmo link e com o mesmo QR Code.',
        ],
        action: renew,
      };
    case 'renewed':
      return {
        subject: `Página ${couple} renovada até ${date(page.endsAt)} 💌`,
        lines: [`Pagamento confirmado! A página de ${couple} está no ar até ${date(page.endsAt)}.`, same],
        action: { label: 'Abrir a página', url: page.publicUrl },
      };
    case 'upgraded':
      return {
        subject: `Página ${couple} agora é ${PLAN_TITLE.premium} 💌`,
        lines: [`Pagamento confirmado! A página de ${couple} agora fica no ar para sempre, e você já pode colocar até 3 fotos e uma música.`, same],
        action: { label: 'Editar a página', url: page.editUrl },
      };
  }
}

const FOOTER = 'Você recebeu este e-mail porque criou uma página de amor com este endereço.';

/** A plan e-mail in Portuguese, HTML with a plain-text part; one page per e-mail. */
export function renderPlanEmail(email: PageLinksEmail & { reason: PlanEmailReason }): RenderedEmail {
  const page = email.pages[0]!;
  const { subject, lines, action } = wording(email.reason, page);
  const greeting = `Oi, ${page.yourName}!`;
  const text = [
    greeting,
    '',
    ...lines.flatMap((line) => [line, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `Página: ${page.publicUrl}`,
    '',
    FOOTER,
  ].join('\n');
  const paragraphs = lines.map((line) => `<p style="margin:0 0 16px">${htmlText(line)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${htmlText(action.url)}" style="display:inline-block;background:#7a1f3d;color:#ffffff;text-decoration:none;padding:14px 22px;border-radius:12px;font-weight:bold">${htmlText(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${htmlText(subject)}</title></head>
<body style="margin:0;background:#fbf4ec;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif;color:#3a2a2f">
<div style="max-width:560px;margin:0 auto;padding:32px 20px"><div style="background:#ffffff;border-radius:20px;padding:28px 24px;border:1px solid #ecd8d3">
<p style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:22px;color:#7a1f3d">${htmlText(greeting)}</p>
${paragraphs}${button}<p style="margin:0;font-size:14px;color:#7a666c">Página: <a href="${htmlText(page.publicUrl)}" style="color:#7a1f3d">${htmlText(page.publicUrl)}</a></p>
</div><p style="font-size:12px;color:#7a666c;text-align:center">${htmlText(FOOTER)}</p></div></body></html>`;
  return { subject, text, html, attachments: [] };
}
