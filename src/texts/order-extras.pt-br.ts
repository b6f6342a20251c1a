/** The buttons that open the extras below: alone on the form's first load, the rest comes with the fields. */
export const ORDER_EXTRAS_OPEN = {
  question: 'Adicionar uma pergunta',
  letters: 'Escrever cartas para o futuro',
  sky: 'Mostrar o céu daquela noite',
  voice: 'Gravar um áudio seu',
} as const;
