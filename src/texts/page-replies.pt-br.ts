import { REPLIES_PER_CLIENT_PER_PAGE, REPLY_NOTE_MAX_LENGTH } from '../domain/replies/page-reply.js';

/** "Responder com carinho": what the recipient reads at the end of the page (what the buyer reads: replies-owner.pt-br.ts). */
export const REPLY_FORM = {
  title: 'Responder com carinho',
  lead: 'Mande um coração para quem fez esta página, ou um coração com um recado curto. Só essa pessoa vai ver.',
  sendHeart: 'Enviar um coração',
  addNote: 'Escrever um recado',
  noteLabel: 'Seu recado',
  notePlaceholder: 'Escreva algo curtinho…',
  count: (length: number) => `${length}/${REPLY_NOTE_MAX_LENGTH}`,
  /** Under a note over the limit, kept whole (the public page's own words, apart from over-limit.pt-br.ts to stay light). */
  overLimit: (excess: number) => `Seu recado tem ${excess} ${excess === 1 ? 'caractere' : 'caracteres'} a mais`,
  sendNote: 'Enviar coração e recado',
  sending: 'Enviando…',
  sentHeart: 'Coração enviado! Quem fez esta página vai receber por e-mail.',
  sentNote: 'Recado enviado! Quem fez esta página vai receber por e-mail.',
  sendAnother: 'Responder de novo',
  failed: 'Não foi possível enviar agora. Verifique a internet e tente de novo.',
} as const;

/** The Portuguese sentences of the reply's refusals (error codes `reply.*`). */
export const REPLY_ERRORS = {
  noteTooLong: `O recado pode ter no máximo ${REPLY_NOTE_MAX_LENGTH} caracteres.`,
  clientLimit: `Você já enviou ${REPLIES_PER_CLIENT_PER_PAGE} respostas para esta página hoje. Tente de novo amanhã.`,
  pageLimit: 'Esta página já recebeu muitas respostas hoje. Tente de novo amanhã.',
  closed: 'Esta página não está recebendo respostas.',
} as const;

/** memories-cli migrate-data: the replies copied with the pages. */
export const REPLY_SUPPORT = {
  copied: (source: number, copied: number) => `Respostas: ${source} na origem, ${copied} copiadas agora.`,
} as const;
