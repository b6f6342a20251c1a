/** The id of the edit page's "Um novo capítulo" section: the anniversary e-mail's link opens the page there. */
export const CHAPTERS_SECTION_ID = 'um-novo-capitulo';

/** The edit page's link, opened at its chapters. */
export const chapterEditUrl = (editUrl: string): string => `${editUrl}#${CHAPTERS_SECTION_ID}`;
