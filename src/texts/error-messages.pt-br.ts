import { planIdFrom } from '../domain/plan/plan.js';
import type { ErrorDetails } from '../domain/shared/domain-error.js';
import type { DomainErrorCode } from '../domain/shared/error-codes.js';
import { MESSAGES, photoLimitSentence } from './messages.pt-br.js';
import { PLAN_SHORT_NAME, PLAN_TITLE } from './plans.pt-br.js';
import { REPLY_ERRORS } from './page-replies.pt-br.js';
import { MUSIC_TEXT } from './music.pt-br.js';
import { EXPIRED_SENTENCE_START } from './ended-page.pt-br.js';
import { STORY_ERROR_SENTENCES } from './story-errors.pt-br.js';
import { VOICE_ERROR_SENTENCES } from './voice.pt-br.js';
import { characters } from './over-limit.pt-br.js';
import { CHAPTER_ERROR_SENTENCES } from './chapters.pt-br.js';

/** The spec's fallback when something failed and there is nothing better to say (create toast, HTTP 500 and 502). */
export const PROCESSING_FAILED = MESSAGES.createFailed;

const NAME_LABEL: Readonly<Record<string, string>> = { yourName: 'Seu nome', lovedName: 'O nome de quem você ama' };
const nameLabel = (field: unknown) => NAME_LABEL[String(field)] ?? 'Nome';
const megabytes = (bytes: unknown) => Math.round(Number(bytes) / (1024 * 1024));

/** "Você pode tentar mais 3 vezes" after a wrong answer; the last one says it is the last. */
const wrongAnswerSentence = (triesLeft: number) =>
  triesLeft > 1
    ? `Essa não é a resposta. Você pode tentar mais ${triesLeft} vezes.`
    : triesLeft === 1
      ? 'Essa não é a resposta. Você pode tentar mais uma vez.'
      : 'Essa não é a resposta.';
/** "em 1 minuto", "em 12 minutos": a wait is said in whole minutes, rounded up. */
const waitSentence = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'em 1 minuto' : `em ${minutes} minutos`;
};

const ORDER_REFUSAL: Readonly<Record<string, string>> = {
  suspended: 'Esta página foi suspensa e não pode ser renovada nem mudar de plano. Se acha que é um engano, fale com o suporte.',
  'already-lifetime': `Esta página já é do ${PLAN_TITLE.premium}: ela fica no ar para sempre e não precisa de renovação.`,
  'not-paid': 'Esta página ainda não foi paga: conclua o primeiro pagamento antes de renovar ou mudar de plano.',
};

/** The Portuguese sentence of every business error, from its plain details. A code without one does not compile. */
export const ERROR_SENTENCES = {
  'memory.name-required': (d) => `Nome é obrigatório: preencha o campo "${nameLabel(d.field)}".`,
  'memory.name-emoji-only': (d) => `Emojis e símbolos ficam de fora dos nomes, e "${nameLabel(d.field)}" só tem isso: escreva o nome com letras.`,
  'memory.name-too-short': (d) => `Nome muito curto: "${nameLabel(d.field)}" precisa de pelo menos 2 letras.`,
  'memory.name-too-long': (d) =>
    `Nome longo demais: "${nameLabel(d.field)}" tem ${characters(Number(d.excess))} a mais (nomes têm até ${d.limit} caracteres).`,
  'memory.email-invalid': () => MESSAGES.emailInvalidBeforePayment,
  'memory.message-required': () => MESSAGES.messageRequired,
  'memory.message-too-long': (d) => `A mensagem pode ter no máximo ${d.limit} caracteres.`,
  'memory.dating-since-invalid': () => 'Data de início inválida: informe uma data que exista, como 2023-02-14.',
  'memory.dating-since-in-future': () => 'A data de início não pode estar no futuro.',
  'memory.youtube-invalid': () => MESSAGES.youtubeInvalid,
  'memory.youtube-not-embeddable': () => 'Este vídeo não pode ser tocado fora do YouTube: escolha outra versão da música',
  'memory.youtube-not-found': () => 'Não encontramos este vídeo no YouTube: confira o link ou escolha outra versão da música.',
  'memory.reveal-date-invalid': () => 'Data de abertura inválida: escolha um dia e um horário que existam.',
  'memory.reveal-date-out-of-range': () => 'A data de abertura deve ser a partir de amanhã e até um ano à frente.',
  'memory.reveal-date-passed': () => 'A página já abriu: a data de abertura não pode mais ser mudada.',
  'look.palette-unknown': () => 'Paleta de cores desconhecida: escolha uma das paletas da lista.',
  'look.falling-emoji-unknown': () => 'Emoji desconhecido: escolha corações, rosas, estrelas ou brilhos.',
  'look.reveal-style-unknown': () => 'Jeito de abrir desconhecido: escolha tocar, raspar ou romper o selo.',
  'delivery.needs-reveal-date': () => 'Para entregar no dia, escolha primeiro a data de abertura da página.',
  'delivery.email-invalid': () => 'E-mail de quem vai receber inválido: confira o endereço (exemplo: nome@gmail.com).',
  'delivery.too-late': () => 'A página já abriu: a entrega não pode mais ser mudada.',
  'letters.not-on-plan': () => `Cartas para o futuro fazem parte do ${PLAN_TITLE.premium}.`,
  'letters.too-many': () => 'Uma página guarda até 12 cartas para o futuro.',
  'letters.title-required': () => 'Dê um título à carta.',
  'letters.title-too-long': () => 'O título da carta pode ter até 80 caracteres.',
  'letters.text-required': () => 'Escreva a carta.',
  'letters.text-too-long': () => 'A carta pode ter até 2.000 caracteres.',
  'letters.day-out-of-range': () => 'A carta deve abrir a partir de amanhã e até cinco anos à frente.',
  'letters.already-open': () => 'Esta carta já abriu: ela não pode mais ser mudada nem apagada.',
  'letters.not-found': () => 'Carta não encontrada.',
  'letters.sealed': () => 'Esta carta ainda está fechada: ela abre no dia marcado no envelope.',
  'question.required': () => 'Escreva a pergunta.',
  'question.too-long': () => 'A pergunta pode ter até 120 caracteres.',
  'question.hint-too-long': () => 'A dica pode ter até 120 caracteres.',
  'question.answer-required': () => 'Escreva a resposta certa da pergunta.',
  'question.answer-too-long': () => 'A resposta pode ter até 60 caracteres.',
  'question.wrong-answer': (d) => wrongAnswerSentence(Number(d.triesLeft)),
  'question.too-many-tries': (d) => `Muitas respostas erradas. Tente de novo ${waitSentence(Number(d.retryAfterSeconds))}.`,
  'question.not-set': () => 'Esta página não tem pergunta.',
  'question.not-yet': () => 'A pergunta aparece quando a página abrir.',
  'sky.place-required': () => 'Escolha a cidade onde vocês estavam, ou escreva o nome do lugar.',
  'sky.place-too-long': (d) => `O nome do lugar pode ter até ${String(d.max)} caracteres.`,
  'sky.coordinates-invalid': () => 'Confira as coordenadas: a latitude vai de -90 a 90 e a longitude de -180 a 180, como -23,55 e -46,63.',
  'sky.time-zone-unknown': () => 'Escolha a cidade na lista de sugestões, ou use "Outro lugar".',
  'memory.photo-required': () => MESSAGES.photoRequired,
  'memory.photo-limit-exceeded': (d) => photoLimitSentence(PLAN_SHORT_NAME[planIdFrom(d.plan)], Number(d.limit)),
  'memory.photo-not-on-page': () => 'Uma das fotos marcadas para remoção não pertence a esta página.',
  'memory.not-found': () => 'Página não encontrada.',
  'memory.no-longer-available': (d) =>
    d.reason === 'expired' ? `${EXPIRED_SENTENCE_START}: o ${PLAN_TITLE.basic} fica no ar por 1 ano.` : 'Esta página não está mais disponível.',
  'memory.invalid-transition': () => 'Esta ação não é possível no estado atual da página.',
  'memory.concurrent-update': () => 'A página foi alterada ao mesmo tempo em outro lugar. Tente novamente.',
  'edit-token.missing': () => 'Link de edição ausente: abra o link de edição enviado por e-mail.',
  'edit-token.invalid': () => 'Link de edição inválido. Peça um novo link em "Reenviar QR Code" com o e-mail da compra.',
  'email-correction.missing': () =>
    'Não foi possível confirmar que o pedido é seu: corrija o e-mail no mesmo navegador em que fez o pedido, ou peça ajuda ao suporte.',
  'email-correction.invalid': () =>
    'Não foi possível confirmar que o pedido é seu: corrija o e-mail no mesmo navegador em que fez o pedido, ou peça ajuda ao suporte.',
  'email-correction.expired': () =>
    'O prazo para corrigir o e-mail por aqui (1 hora após o pedido) terminou. Para trocar o endereço, fale com o suporte.',
  'share-card.missing': () => 'Link do cartão incompleto: baixe o cartão pelo link do e-mail ou pela página de edição.',
  'share-card.invalid': () => 'Link do cartão inválido ou antigo: baixe o cartão pelo link do e-mail mais recente ou pela página de edição.',
  'share-card.ask-owner': () => 'O cartão para imprimir está no e-mail da compra e na página de edição: baixe por lá.',
  'order.not-allowed': (d) => ORDER_REFUSAL[String(d.reason)] ?? 'Esta página não pode ser renovada agora. Fale com o suporte.',
  'order.key-invalid': () => 'Link de renovação inválido. Use o link do e-mail mais recente ou o botão da página de edição.',
  'photo.invalid-image': () => 'Um dos arquivos não é uma imagem válida. Envie fotos JPEG, PNG, WebP, GIF, AVIF ou HEIC.',
  'photo.too-large': (d) => `Cada foto pode ter no máximo ${megabytes(d.limitBytes) || 10} MB.`,
  'photo.too-many-pixels': (d) =>
    d.format === 'heic'
      ? 'Uma das fotos HEIC é grande demais para abrirmos aqui: envie-a como JPEG (no iPhone: Ajustes › Câmera › Formatos › Mais Compatível).'
      : 'A resolução de uma das fotos é grande demais. Envie uma foto menor.',
  'photo.staging-full': () => 'Estamos recebendo fotos demais neste momento e não conseguimos guardar a sua agora. Tente de novo em alguns minutos.',
  'photo.upload-too-slow': () => 'A foto estava chegando devagar demais e o envio foi interrompido. Verifique a conexão e tente de novo.',
  'text.control-character': (d) => controlCharacterSentence(String(d.field ?? '')),
  'order.unpaid-limit': (d) =>
    d.scope === 'client'
      ? 'Muitos pedidos feitos daqui em pouco tempo. Se já fez o seu, conclua o pagamento dele; para um novo pedido, tente de novo mais tarde.'
      : 'Estamos recebendo pedidos demais neste momento e não conseguimos aceitar um novo agora. Tente de novo em alguns minutos.',
  'reply.note-too-long': () => REPLY_ERRORS.noteTooLong,
  'reply.limit-reached': (d) => (d.scope === 'client' ? REPLY_ERRORS.clientLimit : REPLY_ERRORS.pageLimit),
  'reply.closed': () => REPLY_ERRORS.closed,
  'music.search-not-offered': () => MUSIC_TEXT.searchNotOffered,
  'music.search-unavailable': () => MUSIC_TEXT.searchUnavailable,
  ...STORY_ERROR_SENTENCES,
  ...VOICE_ERROR_SENTENCES,
  ...CHAPTER_ERROR_SENTENCES,
} satisfies Record<DomainErrorCode, (details: ErrorDetails) => string>;

/** The sentence of a business error: what the HTTP answer's `error` carries and the support tool prints. */
export function errorSentence(error: { readonly code: DomainErrorCode; readonly details: ErrorDetails }): string {
  return ERROR_SENTENCES[error.code](error.details);
}

/** What the HTTP edge answers for a request it refuses before any business rule runs. */
export const REQUEST_ERROR_TEXT = {
  invalid: 'Requisição inválida.',
  tooLarge: 'O envio é grande demais.',
  notMultipart: 'Envie o formulário como multipart/form-data.',
  formTooLarge: 'O formulário é grande demais.',
  formCorrupted: 'O formulário enviado está incompleto ou corrompido.',
  rateLimited: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  routeNotFound: 'Endereço não encontrado.',
  photoNotFound: 'Foto não encontrada.',
  webhookInvalidSignature: 'Assinatura da notificação inválida.',
  stagedPhotoUnknown: 'Uma das fotos enviadas antes expirou ou já foi usada. Escolha a foto de novo e tente outra vez.',
  photoMissing: 'Envie uma foto (um arquivo no campo "photo").',
  uploadsBusy: 'Muitas fotos chegando ao mesmo tempo. Tente novamente em alguns segundos.',
  unavailable: 'Estamos com uma instabilidade temporária e não conseguimos salvar agora. Tente novamente em alguns minutos.',
} as const;

/** Portuguese names of the form fields, for request errors. */
const FIELD_LABEL: Readonly<Record<string, string>> = {
  yourName: 'Seu nome',
  lovedName: 'Nome de quem você ama',
  datingSince: 'Data de início',
  message: 'Mensagem',
  plan: 'Plano',
  youtube: 'Link da música',
  revealAt: 'Data de abertura',
  palette: 'Cores da página',
  fallingEmoji: 'O que cai na tela',
  revealStyle: 'Como a página se abre',
  email: 'E-mail',
  removedPhotos: 'Fotos removidas',
  key: 'Chave de correção',
  note: 'Recado',
  story: 'Nossa história',
  storyDate: 'Data do momento',
  storyTime: 'Horário do momento',
  storyTitle: 'Título do momento',
  storyLine: 'Texto do momento',
  letters: 'Cartas para o futuro',
  letterTitle: 'Título da carta',
  letterText: 'Carta',
  question: 'Pergunta',
  questionHint: 'Dica',
  questionAnswer: 'Resposta',
  sky: 'O céu daquela noite',
  skyPlace: 'Lugar do céu',
  chapterTitle: 'Título do capítulo',
  chapterText: 'Texto do capítulo',
};

/** A field holding a character no keyboard types (NUL, a control code): the buyer is told to type it again. */
export function controlCharacterSentence(field: string): string {
  const label = FIELD_LABEL[field];
  const where = label ? `O campo "${label}"` : 'O endereço ou o formulário';
  return `${where} tem um caractere invisível que não pode ser usado. Apague e digite o texto de novo.`;
}

/** 'O campo "Mensagem" é longo demais.'; an unnamed field makes the request as a whole invalid. */
export function invalidFieldSentence(field: string, problem: 'invalid' | 'too-long'): string {
  const label = FIELD_LABEL[field] ?? field;
  if (!label) return REQUEST_ERROR_TEXT.invalid;
  return `O campo "${label}" ${problem === 'too-long' ? 'é longo demais' : 'é inválido'}.`;
}
