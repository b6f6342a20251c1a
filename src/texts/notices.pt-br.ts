/** The label of the button that closes a notice (an error toast, the photo picker's refusals). */
export const DISMISS_NOTICE = 'Fechar aviso';
