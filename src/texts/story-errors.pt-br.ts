import type { ErrorDetails } from '../domain/shared/domain-error.js';
import { STORY_HEADING } from './story-page.pt-br.js';

const moment = (d: ErrorDetails) => `Momento ${Number(d.moment)}`;

/** The sentences of the "Nossa história" errors, keyed by code (see error-messages.pt-br.ts). */
export const STORY_ERROR_SENTENCES = {
  'story.moment-date-invalid': (d: ErrorDetails) => `${moment(d)} de "${STORY_HEADING}": informe uma data que exista.`,
  'story.moment-date-in-future': (d: ErrorDetails) => `${moment(d)} de "${STORY_HEADING}": a data não pode estar no futuro.`,
  'story.moment-title-required': (d: ErrorDetails) => `${moment(d)} de "${STORY_HEADING}": dê um título ao momento.`,
  'story.moment-title-too-long': (d: ErrorDetails) =>
    `${moment(d)} de "${STORY_HEADING}": o título pode ter no máximo ${Number(d.limit)} caracteres.`,
  'story.moment-line-too-long': (d: ErrorDetails) => `${moment(d)} de "${STORY_HEADING}": a frase pode ter no máximo ${Number(d.limit)} caracteres.`,
  'story.too-many-moments': (d: ErrorDetails) => `"${STORY_HEADING}" pode ter no máximo ${Number(d.limit)} momentos.`,
  'story.not-in-plan': () => `"${STORY_HEADING}" faz parte do plano Pra Sempre.`,
} as const;
