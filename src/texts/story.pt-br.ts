import { MOMENT_LINE_MAX_LENGTH, MOMENT_TITLE_MAX_LENGTH, STORY_MAX_MOMENTS } from '../domain/story/story.js';
import { STORY_HEADING } from './story-page.pt-br.js';

/** "Nossa história" in the plan catalogue and in the buyer's forms (creation and editor). */
export const STORY_TEXT = {
  planFeature: `${STORY_HEADING}: até ${STORY_MAX_MOMENTS} momentos`,
  planFeatureMissing: `Sem ${STORY_HEADING}`,
  legend: STORY_HEADING,
  hint: `Até ${STORY_MAX_MOMENTS} momentos de vocês, com data e uma frase: aparecem em ordem, depois da mensagem.`,
  premiumOnly: `${STORY_HEADING} faz parte do plano Pra Sempre.`,
  upgradeCreate: 'Escolher Pra Sempre',
  upgradeEditor: 'Fazer upgrade para Pra Sempre',
  moment: (n: number) => `Momento ${n}`,
  dateLabel: 'Data',
  timeLabel: 'Horário (opcional)',
  titleLabel: 'Título',
  titlePlaceholder: 'Ex.: Nosso primeiro encontro',
  lineLabel: 'Uma frase (opcional)',
  linePlaceholder: 'Ex.: Chovia, e a gente nem percebeu.',
  add: 'Adicionar momento',
  remove: 'Remover',
  full: `Você já tem ${STORY_MAX_MOMENTS} momentos, o máximo.`,
  count: (length: number, max: number) => `${length}/${max}`,
} as const;

/** Limits the forms read with the texts. */
export const STORY_LIMITS = { moments: STORY_MAX_MOMENTS, title: MOMENT_TITLE_MAX_LENGTH, line: MOMENT_LINE_MAX_LENGTH } as const;
