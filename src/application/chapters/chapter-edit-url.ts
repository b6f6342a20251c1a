import { CHAPTERS_SECTION_ID } from '../../domain/chapters/page-chapter.js';

/** The edit page's link, opened at its chapters ("Um novo capítulo"). */
export const chapterEditUrl = (editUrl: string): string => `${editUrl}#${CHAPTERS_SECTION_ID}`;
