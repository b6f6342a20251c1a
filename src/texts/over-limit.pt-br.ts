/** "600 caracteres" / "1 caractere": how many characters to remove. */
export const characters = (excess: number) => `${excess} ${excess === 1 ? 'caractere' : 'caracteres'}`;

/** What a field over its limit says: what was typed or pasted is kept whole, and the buyer is told how much to remove. */
export const OVER_LIMIT_TEXT = {
  message: (excess: number) => `Sua mensagem tem ${characters(excess)} a mais`,
  momentTitle: (excess: number) => `O título tem ${characters(excess)} a mais`,
  momentLine: (excess: number) => `A frase tem ${characters(excess)} a mais`,
  name: (excess: number) => `O nome tem ${characters(excess)} a mais`,
} as const;
