/** The fields of the order's extras, in their own chunk with them (the buttons that open them: order-extras.pt-br.ts). */

/** "Pergunta de vocês" on the creation form, under "Deixar ainda mais especial". */
export const QUESTION_FORM_TEXT = {
  legend: 'Pergunta de vocês',
  intro: 'Uma pergunta que só vocês dois sabem responder. A página só abre com a resposta certa.',
  questionLabel: 'Pergunta',
  questionPlaceholder: 'Onde foi o nosso primeiro encontro?',
  hintLabel: 'Dica (opcional)',
  hintPlaceholder: 'Tinha pipoca',
  answerLabel: 'Resposta',
  answerHint: 'Quem recebe precisa acertar para abrir a página. Acentos e maiúsculas não importam.',
  /** Closes it: what was typed stays on this device, for a change of mind, and is not sent. */
  remove: 'Não incluir a pergunta',
} as const;

/** "Cartas para o futuro" on the creation form (Pra Sempre). */
export const LETTERS_FORM_TEXT = {
  legend: 'Cartas para o futuro',
  intro: 'Cartas que só abrem no dia que você escolher, de amanhã até cinco anos à frente. Até lá, quem abre a página vê só o envelope.',
  letter: (place: number) => `Carta ${place}`,
  titleLabel: 'Título do envelope',
  titlePlaceholder: 'Abra quando sentir saudade',
  textLabel: 'Carta',
  dayLabel: 'Dia em que abre',
  add: 'Escrever mais uma carta',
  removeLetter: 'Remover esta carta',
  full: 'Você já escreveu as 12 cartas possíveis.',
  remove: 'Não incluir as cartas',
} as const;

/** "O céu daquela noite" on the creation form and the edit page (both plans). */
export const SKY_FORM_TEXT = {
  legend: 'O céu daquela noite',
  intro:
    'As estrelas, a Lua e os planetas sobre o lugar onde vocês estavam quando tudo começou: na hora do início, se você informou; se não, às 21h.',
  cityLabel: 'Onde vocês estavam?',
  cityPlaceholder: 'Digite o nome da cidade',
  suggestions: 'Cidades encontradas',
  noCity: 'Nenhuma cidade do Brasil com esse nome. Confira a grafia ou use "Outro lugar".',
  chosen: (name: string) => `Escolhido: ${name}`,
  otherPlace: 'Outro lugar (fora da lista ou fora do Brasil)',
  backToCities: 'Escolher uma cidade do Brasil',
  otherNameLabel: 'Nome do lugar',
  otherNamePlaceholder: 'Praia do Rosa, Lisboa…',
  latitudeLabel: 'Latitude',
  longitudeLabel: 'Longitude',
  coordinatesHint: 'Como -23,55 e -46,63. No Google Maps, toque e segure no lugar para ver os números.',
  remove: 'Não incluir o céu',
} as const;
