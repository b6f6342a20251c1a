/**
 * Compatibility only: the site's texts live in src/texts. Kept for the creation form and the editor, which still
 * import from here; new code imports from src/texts.
 */
export { MESSAGES, photoLimitReached, photoLimitSentence as photoLimitMessage } from '../../texts/messages.pt-br.js';
