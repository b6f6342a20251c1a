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

/** A request to keep a voice message that carries no file under `voice`. */
export const VOICE_FILE_MISSING = 'Envie o áudio (um arquivo no campo "voice").';
