/** What the recipient's gate says for each gesture that opens the page (the tap's words are the gate's own). */
export const REVEAL_GESTURE_TEXT = {
  scratch: {
    label: 'Raspe para revelar',
    hint: 'Passe o dedo sobre o coração',
    /** The control's name for a keyboard and a screen reader, and the plain button's under reduced motion. */
    button: 'Abrir a surpresa',
  },
  seal: {
    label: 'Segure para romper o selo',
    hint: 'Mantenha o dedo no selo até ele se romper',
    button: 'Romper o selo e abrir a surpresa',
    /** The seal broke under a finger still on it: the page opens as it lifts. */
    release: 'Pode soltar',
  },
  /** Under reduced motion the gesture is a plain button. */
  plainHint: 'Toque no botão para abrir',
} as const;
