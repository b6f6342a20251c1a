/** The example page the landing shows ("Ver um exemplo"): an invented couple, never a customer's. */
export const EXAMPLE_PAGE_TEXT = {
  yourName: 'Helena',
  lovedName: 'Rafael',
  /** Some years ago, so the counter runs like a real couple's. */
  datingSince: '2019-08-17T19:30',
  message:
    'Rafael, lembra daquela tarde de agosto em que a chuva nos prendeu na livraria? Desde então, cada dia ao seu lado tem sido o meu favorito. Obrigada por fazer da nossa casa o lugar mais bonito do mundo. Te amo!',
  story: [
    { date: '2019-08-17', time: '19:30', title: 'O primeiro encontro', line: 'A chuva, a livraria e um café que durou horas.' },
    { date: '2020-12-24', time: null, title: 'Nosso primeiro Natal', line: 'Com as duas famílias na mesma mesa.' },
    { date: '2022-05-07', time: null, title: 'A nossa casa', line: 'Caixas por toda parte e a certeza de que era ali.' },
    { date: '2024-02-10', time: null, title: 'A viagem para o mar', line: 'O pôr do sol mais bonito que já vimos.' },
  ],
} as const;

/** The landing's link to the example page. */
export const EXAMPLE_LINK_TEXT = {
  label: 'Ver um exemplo',
  hint: 'Veja uma página pronta, com fotos, contador e corações.',
} as const;
