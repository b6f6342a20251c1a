import type { ErrorDetails } from '../domain/shared/domain-error.js';

/** "3º ano": how a chapter's year is named everywhere. */
export const chapterYearLabel = (year: number): string => `${year}º ano`;

/** The words of "Um novo capítulo": the page's section, the editor's and the anniversary e-mail's invitation. */
export const CHAPTERS_TEXT = {
  heading: 'Um novo capítulo',
  chapterOf: (year: number) => `Capítulo do ${chapterYearLabel(year)}`,
  newBadge: 'Novo',
  photoAlt: (year: number, place: number) => `Foto ${place} do capítulo do ${chapterYearLabel(year)}`,
  editorIntro: 'A cada aniversário de namoro, um capítulo novo na página: uma ou duas fotos, um título e um texto curto.',
  editorNoneYet: (nextYear: number) =>
    `O capítulo do ${chapterYearLabel(nextYear)} poderá ser adicionado no aniversário de ${nextYear === 1 ? '1 ano' : `${nextYear} anos`}.`,
  addChapter: (year: number) => `Adicionar o capítulo do ${chapterYearLabel(year)}`,
  yearField: 'Ano',
  titleField: 'Título do capítulo',
  textField: 'Texto do capítulo',
  photosField: 'Fotos (uma ou duas)',
  replacePhotosField: 'Trocar as fotos (opcional: uma ou duas)',
  save: 'Salvar capítulo',
  saving: 'Salvando…',
  edit: 'Editar',
  remove: 'Apagar',
  confirmRemove: (year: number) => `Apagar o capítulo do ${chapterYearLabel(year)}? As fotos dele também serão apagadas.`,
  cancel: 'Cancelar',
  loadFailed: 'Não conseguimos carregar os capítulos. Tente de novo.',
  saveFailed: 'Não conseguimos salvar o capítulo. Tente de novo.',
  saved: 'Capítulo adicionado.',
  changed: 'Capítulo alterado.',
  removed: 'Capítulo apagado.',
  /** The anniversary e-mail's invitation, above the edit link. */
  emailInvite: (year: number) => `Adicione o capítulo do ${chapterYearLabel(year)}`,
  emailInviteLine: 'Uma ou duas fotos, um título e um texto curto: a página de vocês ganha um capítulo novo a cada ano.',
} as const;

/** The sentences of the chapters' errors, keyed by code (see error-messages.pt-br.ts). */
export const CHAPTER_ERROR_SENTENCES = {
  'chapters.title-required': () => 'Dê um título ao capítulo.',
  'chapters.title-too-long': () => 'O título do capítulo pode ter até 80 caracteres.',
  'chapters.text-required': () => 'Escreva o texto do capítulo.',
  'chapters.text-too-long': () => 'O texto do capítulo pode ter até 600 caracteres.',
  'chapters.photo-count': () => 'Um capítulo leva uma ou duas fotos.',
  'chapters.year-not-open': (d: ErrorDetails) => {
    const year = Number(d.year);
    return Number.isInteger(year) && year >= 1
      ? `O capítulo do ${chapterYearLabel(year)} pode ser adicionado a partir do aniversário de ${year === 1 ? '1 ano' : `${year} anos`}.`
      : 'Este ano de capítulo não existe.';
  },
  'chapters.already-written': (d: ErrorDetails) =>
    `A página já tem o capítulo do ${chapterYearLabel(Number(d.year))}: edite-o em vez de adicionar outro.`,
  'chapters.not-found': () => 'Capítulo não encontrado.',
} as const;
