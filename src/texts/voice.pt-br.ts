import type { ErrorDetails } from '../domain/shared/domain-error.js';
import { PLAN_TITLE } from './plans.pt-br.js';

/** The name of the feature, as the issue and the pages say it. */
export const VOICE_HEADING = 'Um áudio seu';

/** The sentences of the voice message's errors, keyed by code (see error-messages.pt-br.ts). */
export const VOICE_ERROR_SENTENCES = {
  'voice.not-on-plan': () => `"${VOICE_HEADING}" faz parte do ${PLAN_TITLE.premium}.`,
  'voice.not-audio': () => 'Não conseguimos ouvir este arquivo como áudio. Grave de novo ou envie um áudio MP3, M4A, WAV, OGG ou WebM.',
  'voice.too-long': (d: ErrorDetails) => `O áudio pode ter até ${Number(d.limitSeconds)} segundos; este tem ${Number(d.seconds)}.`,
  'voice.too-short': () => 'O áudio ficou curto demais: grave pelo menos um segundo.',
  'voice.too-large': (d: ErrorDetails) => `O áudio pode ter no máximo ${Math.round(Number(d.limitBytes) / (1024 * 1024))} MB.`,
  'voice.not-found': () => 'Esta página não tem áudio.',
} as const;

/** A request to send a voice message ahead that carries no file under `voice`. */
export const VOICE_FILE_MISSING = 'Envie o áudio (um arquivo no campo "voice").';

export { VOICE_STAGED_UNKNOWN } from './voice-order.pt-br.js';

/** The owner's "Guardar este áudio" without the reference of the voice message sent ahead. */
export const VOICE_REFERENCE_MISSING = 'Envie a referência do áudio (o campo "reference").';

/** What the recipient's page says around the voice message. */
export const VOICE_PAGE = {
  heading: VOICE_HEADING,
  /** The player's name for a screen reader, and the line under the heading. */
  playerLabel: (yourName: string) => `Um áudio de ${yourName} para você`,
} as const;

/** The owner's edit page: "Um áudio seu". */
export const VOICE_SECTION = {
  title: VOICE_HEADING,
  intro: 'Grave até 1 minuto com a sua voz, ou escolha um áudio. Ele toca na página logo depois da mensagem, quando a pessoa apertar o play.',
  none: 'A página ainda não tem áudio.',
  kept: 'O áudio que está na página:',
  record: 'Gravar',
  stop: 'Parar',
  recording: (seconds: number) => `Gravando… ${seconds} s de 60`,
  chooseFile: 'Escolher um arquivo de áudio',
  preview: 'Ouça antes de guardar:',
  keep: 'Guardar este áudio',
  keeping: 'Guardando o áudio…',
  discard: 'Descartar',
  remove: 'Remover o áudio',
  /** While the take goes up and is heard and encoded: how far it went. */
  sending: (fraction: number) => (fraction >= 1 ? 'Preparando o áudio…' : `Enviando o áudio… ${Math.round(fraction * 100)}%`),
  saved: 'Áudio guardado na página.',
  removed: 'Áudio removido da página.',
  saveFailed: 'Não conseguimos guardar o áudio. Tente de novo.',
  loadFailed: 'Não conseguimos carregar o áudio da página agora.',
  microphoneDenied: 'Não conseguimos usar o microfone. Permita o acesso ao microfone ou escolha um arquivo de áudio.',
  tooLarge: 'O áudio pode ter no máximo 10 MB.',
  connectionLost: 'Sua conexão caiu e o áudio não foi enviado. Tente de novo.',
  playerLabel: 'Áudio da página',
  previewLabel: 'Prévia do áudio',
} as const;

/** The creation form's "Um áudio seu" (Pra Sempre), under "Deixar ainda mais especial"; the recorder's words are VOICE_SECTION's. */
export const VOICE_FORM = {
  legend: VOICE_HEADING,
  intro: 'Grave até 1 minuto com a sua voz, ou escolha um áudio. Ele toca na página logo depois da mensagem, quando a pessoa apertar o play.',
  sent: (seconds: number) => `Áudio enviado (${Math.max(1, Math.round(seconds))} s). Ele vai para a página com o pedido.`,
  sentLabel: 'Seu áudio',
  replace: 'Gravar outro áudio',
  sendAgain: 'O áudio enviado antes não está mais guardado: grave ou escolha de novo.',
  remove: 'Remover o áudio',
} as const;

/** `memories-cli show`: whether the page keeps a voice message (never the file's address). */
export const VOICE_SUPPORT = {
  label: VOICE_HEADING,
  kept: 'sim (guardado com as fotos da página)',
  none: 'não',
} as const;
