import { ShowMemory, type SupportMemoryDetail, type UnpaidOrder } from '../../../application/support/show-memory.js';
import type { SupportDeliveryView } from '../../../application/support/support-delivery-view.js';
import type { SupportLetterView } from '../../../application/support/support-letter-view.js';
import type { SupportQuestionView } from '../../../application/support/support-question-view.js';
import type { PageOpeningsTally } from '../../../domain/openings/page-openings.js';
import { PLAN_SHORT_NAME } from '../../../texts/plans.pt-br.js';
import { PLANS } from '../../../domain/plan/plan.js';
import type { AppliedOrder } from '../../../domain/renewal/page-orders.js';
import type { PageAnniversaryEmails } from '../../../application/ports/anniversary-emails.js';
import { ANNIVERSARY_SUPPORT, yearsWord } from '../../../texts/anniversaries.pt-br.js';
import { DELIVERY_SUPPORT } from '../../../texts/delivery-support.pt-br.js';
import { LETTERS_SUPPORT } from '../../../texts/letters-support.pt-br.js';
import { VOICE_SUPPORT } from '../../../texts/voice.pt-br.js';
import { CHAPTERS_SUPPORT } from '../../../texts/chapters-support.pt-br.js';
import type { SupportChapterView } from '../../../application/chapters/support-chapter-view.js';
import { QUESTION_SUPPORT } from '../../../texts/question-support.pt-br.js';
import { SKY_SUPPORT } from '../../../texts/sky-support.pt-br.js';
import { FALLING_EMOJI_LABEL, PAGE_LOOK_TEXT, PALETTE_LABEL, REVEAL_STYLE_LABEL } from '../../../texts/page-look.pt-br.js';
import { EMAIL_REASON_LABEL, ORDER_KIND_LABEL, ORDER_STATE_LABEL } from '../../../texts/renewal.pt-br.js';
import { withRuntime, type RegisterCommand } from '../cli-context.js';
import { EMAIL_STATUS_LABEL, json, money, PAYMENT_OUTCOME_LABEL, STATUS_LABEL, table, when } from '../format.js';

export const registerShow: RegisterCommand = (program, context) => {
  program
    .command('show')
    .summary('mostra uma página: pagamento, datas e entrega dos e-mails')
    .description(
      'Mostra tudo o que o suporte precisa de uma página: pagamento, datas, fotos e a entrega de cada e-mail. Nunca o link de edição nem o código da resposta da pergunta.',
    )
    .argument('<id>', 'id da página')
    .option('--json', 'saída em JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      await withRuntime(context, async (runtime) => {
        const page = await runtime.useCase(ShowMemory).execute({ id });
        if (options.json) {
          context.io.out(json(page));
          return;
        }
        const lines: [string, string][] = [
          ['Página', `${page.yourName} & ${page.lovedName}`],
          ['Id', page.id],
          ['Endereço', page.publicUrl],
          ['Situação', `${STATUS_LABEL[page.status] ?? page.status} (visível: ${page.availability === 'public' ? 'sim' : 'não'})`],
          ['Plano', PLAN_SHORT_NAME[page.plan]],
          ['Comprador', page.email],
          ['Criada', when(page.createdAt)],
          ['Paga', when(page.paidAt)],
          ['Fim do plano', page.plan === 'premium' && page.paidAt ? 'nunca' : when(page.endsAt)],
          [
            'Pagamento',
            page.paymentId ? `${page.paymentId} (${page.paymentOutcome ? PAYMENT_OUTCOME_LABEL[page.paymentOutcome] : 'sem resultado'})` : '—',
          ],
          ['Data de início', page.datingSince],
          ['Data de abertura', page.revealAt === null ? '—' : `${when(page.revealAt)} (${page.sealed ? 'ainda fechada' : 'já aberta'})`],
          ['Fotos', photosLine(page.photoCount, PLANS[page.plan].photoLimit)],
          ['Música', page.youtube === null ? '—' : `${page.youtube}${PLANS[page.plan].allowsMusic ? '' : ' (guardada, não tocada no plano atual)'}`],
          ...lookLines(page),
          ...storyLines(page),
          ['Links de edição emitidos', String(page.editLinkVersion)],
          ...(page.openings ? openingLines(page.openings) : []),
          ...(page.anniversaries ? anniversaryLines(page.anniversaries) : []),
          ...(page.replies ? replyLines(page.replies) : []),
          ...(page.delivery === undefined ? [] : deliveryLines(page.delivery)),
          ...(page.letters ? letterLines(page.letters) : []),
          ...(page.question === undefined ? [] : questionLines(page.question)),
          ...(page.sky === undefined
            ? []
            : [[SKY_SUPPORT.label, page.sky === null ? SKY_SUPPORT.none : SKY_SUPPORT.place(page.sky)] as [string, string]]),
          [VOICE_SUPPORT.label, page.voice ? VOICE_SUPPORT.kept : VOICE_SUPPORT.none],
          ...(page.chapters ? chapterLines(page.chapters) : []),
        ];
        const width = Math.max(...lines.map(([label]) => label.length));
        // A line without a label continues the one above it (the moments of Nossa história).
        for (const [label, value] of lines) context.io.out(`${(label ? `${label}:` : '').padEnd(width + 2)}${value}`);
        context.io.out('');
        printOrders(context.io.out.bind(context.io), page.orders, page.unpaidOrders ?? []);
        printEmails(context.io.out.bind(context.io), page.emails);
      });
    });
};

/** Every e-mail the page sent or will send, with its delivery. */
function printEmails(out: (line: string) => void, emails: SupportMemoryDetail['emails']): void {
  if (emails.length === 0) return out('E-mails: nenhum.');
  out('E-mails:');
  const rows = emails.map((email) => [
    String(email.id),
    EMAIL_REASON_LABEL[email.reason] ?? email.reason,
    email.to,
    EMAIL_STATUS_LABEL[email.status] ?? email.status,
    String(email.attempts),
    when(email.finishedAt ?? email.nextAttemptAt),
    email.lastError ?? '',
  ]);
  table(['Nº', 'MOTIVO', 'PARA', 'SITUAÇÃO', 'TENTATIVAS', 'QUANDO', 'ÚLTIMA FALHA'], rows).forEach((line) => out(`  ${line}`));
}

/** The page's palette, falling emoji and reveal style, in Portuguese with their stored names. */
function lookLines(page: SupportMemoryDetail): [string, string][] {
  return [
    [PAGE_LOOK_TEXT.supportPalette, `${PALETTE_LABEL[page.palette]} (${page.palette})`],
    [PAGE_LOOK_TEXT.supportFallingEmoji, `${FALLING_EMOJI_LABEL[page.fallingEmoji]} (${page.fallingEmoji})`],
    [PAGE_LOOK_TEXT.supportRevealStyle, `${REVEAL_STYLE_LABEL[page.revealStyle]} (${page.revealStyle})`],
  ];
}

/** "Nossa história": how many moments, each on its line (day, time, title and line), and whether the plan shows them. */
function storyLines(page: SupportMemoryDetail): [string, string][] {
  if (page.story.length === 0) return [['Nossa história', '—']];
  const count = `${page.story.length} ${page.story.length === 1 ? 'momento' : 'momentos'}`;
  return [
    ['Nossa história', page.storyShown ? count : `${count} (guardados, não mostrados no plano atual)`],
    ...page.story.map((moment): [string, string] => [
      '',
      `${moment.date}${moment.time ? ` ${moment.time}` : ''}  ${moment.title}${moment.line ? ` — ${moment.line}` : ''}`,
    ]),
  ];
}

/** How many photos the page keeps, and how many of them its plan shows when that is fewer (an upgrade refunded). */
function photosLine(count: number, limit: number): string {
  return count > limit ? `${count} (${limit} visível no plano atual; as outras guardadas)` : String(count);
}

/** How many replies visitors sent ("Responder com carinho"), and whether the owner takes them. */
function replyLines(replies: NonNullable<SupportMemoryDetail['replies']>): [string, string][] {
  return [['Respostas', `${replies.count} (${replies.enabled ? 'ligadas' : 'desligadas pelo dono da página'})`]];
}

/** "Entrega no dia": whether it was asked for, to whom (masked), and whether it waits, went out or was cancelled, when. */
function deliveryLines(delivery: SupportDeliveryView | null): [string, string][] {
  if (delivery === null) return [[DELIVERY_SUPPORT.label, DELIVERY_SUPPORT.none]];
  const asked = when(delivery.createdAt);
  const line =
    delivery.status === 'scheduled'
      ? DELIVERY_SUPPORT.scheduled(delivery.to, asked)
      : delivery.status === 'sent'
        ? DELIVERY_SUPPORT.sent(delivery.to, when(delivery.sentAt), asked)
        : DELIVERY_SUPPORT.cancelled(delivery.to, when(delivery.cancelledAt), asked);
  return [[DELIVERY_SUPPORT.label, line]];
}

/** "Cartas para o futuro": how many, and each on its line (day, title, opened or not); never a letter's text. */
function letterLines(letters: readonly SupportLetterView[]): [string, string][] {
  if (letters.length === 0) return [[LETTERS_SUPPORT.label, LETTERS_SUPPORT.none]];
  return [
    [LETTERS_SUPPORT.label, LETTERS_SUPPORT.count(letters.length)],
    ...letters.map((letter): [string, string] => [
      '',
      LETTERS_SUPPORT.letter(letter.opensOn, letter.title, letter.openedAt && when(letter.openedAt)),
    ]),
  ];
}

/** "Um novo capítulo": how many, and each on its line (year, title, photos, when added); never a chapter's text. */
function chapterLines(chapters: readonly SupportChapterView[]): [string, string][] {
  if (chapters.length === 0) return [[CHAPTERS_SUPPORT.label, CHAPTERS_SUPPORT.none]];
  return [
    [CHAPTERS_SUPPORT.label, CHAPTERS_SUPPORT.count(chapters.length)],
    ...chapters.map((chapter): [string, string] => [
      '',
      CHAPTERS_SUPPORT.chapter(chapter.year, chapter.title, chapter.photos, when(chapter.createdAt)),
    ]),
  ];
}

/** "Pergunta de vocês": the question, its hint and the last alert of wrong answers; never the answer's hash. */
function questionLines(question: SupportQuestionView | null): [string, string][] {
  if (question === null) return [[QUESTION_SUPPORT.label, QUESTION_SUPPORT.none]];
  return [
    [QUESTION_SUPPORT.label, QUESTION_SUPPORT.question(question.question)],
    [QUESTION_SUPPORT.hintLabel, QUESTION_SUPPORT.hint(question.hint)],
    [QUESTION_SUPPORT.alertLabel, QUESTION_SUPPORT.alerted(question.alertedAt && when(question.alertedAt))],
  ];
}

/** The page's openings: how many, the first and the last, and whether its buyer turned the "opened" e-mail off. */
function openingLines(openings: PageOpeningsTally): [string, string][] {
  return [
    ['Aberturas', openings.count === 0 ? 'nenhuma' : `${openings.count} (primeira ${when(openings.firstAt)}, última ${when(openings.lastAt)})`],
    ['Aviso de abertura', openings.emailsOff ? 'desligado pelo comprador' : 'ligado'],
  ];
}

/** The yearly anniversaries e-mailed to the buyer (which, and when), and whether they turned these e-mails off. */
function anniversaryLines(anniversaries: PageAnniversaryEmails): [string, string][] {
  const sent = anniversaries.sent.map((one) => ANNIVERSARY_SUPPORT.sent(yearsWord(one.years), when(one.sentAt)));
  return [
    [ANNIVERSARY_SUPPORT.sentLabel, sent.length === 0 ? ANNIVERSARY_SUPPORT.none : sent.join('; ')],
    [ANNIVERSARY_SUPPORT.offLabel, anniversaries.emailsOff ? ANNIVERSARY_SUPPORT.off : ANNIVERSARY_SUPPORT.on],
  ];
}

/** Renewals and upgrades of the page: paid (with the payment and what became of it), then those started and unpaid. */
function printOrders(out: (line: string) => void, orders: readonly AppliedOrder[], unpaid: readonly UnpaidOrder[]): void {
  if (orders.length === 0 && unpaid.length === 0) {
    out('Renovações e upgrades: nenhum.');
    out('');
    return;
  }
  out('Renovações e upgrades:');
  const state = (order: AppliedOrder) => ORDER_STATE_LABEL[!order.reversal ? 'applied' : order.reversal.undone ? 'undone' : 'needs-support'];
  const rows = [
    ...orders.map((order) => [ORDER_KIND_LABEL[order.kind], when(order.at), money(order.amountCents), order.paymentId, order.orderId, state(order)]),
    ...unpaid.map((order) => [
      ORDER_KIND_LABEL[order.kind],
      when(order.startedAt),
      order.amountCents === undefined ? '—' : money(order.amountCents),
      '—',
      order.orderId,
      ORDER_STATE_LABEL.started,
    ]),
  ];
  table(['TIPO', 'QUANDO', 'VALOR', 'PAGAMENTO', 'PEDIDO', 'SITUAÇÃO'], rows).forEach((line) => out(`  ${line}`));
  out('');
}
