import { chapterYearLabel } from './chapters.pt-br.js';

/** "Um novo capítulo" in memories-cli: `show`, `export` and `migrate-data`. */
export const CHAPTERS_SUPPORT = {
  label: 'Um novo capítulo',
  none: 'nenhum',
  count: (count: number) => `${count} ${count === 1 ? 'capítulo' : 'capítulos'}`,
  /** One chapter: its year, title, how many photos, when it was added. */
  chapter: (year: number, title: string, photos: number, addedAt: string) =>
    `${chapterYearLabel(year)}  “${title}” — ${photos} foto(s), adicionado em ${addedAt}`,
  /** memories-cli export. */
  exported: (count: number) => `${count} capítulo(s) em dados.json, com as fotos em fotos/.`,
  /** memories-cli migrate-data. */
  copied: (source: number, copied: number) => `Um novo capítulo: ${source} na origem, ${copied} copiados agora.`,
} as const;
