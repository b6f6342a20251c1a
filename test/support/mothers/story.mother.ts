import type { Locator } from 'playwright-core';

/** Eight moments, typed out of order: the page shows them by date (the one without a time first on its day). */
export const MOMENTS = [
  { date: '2023-12-24', time: '23:50', title: 'Natal na praia', line: 'Fogos de longe, pé na areia.' },
  { date: '2021-06-12', time: '20:30', title: 'Primeiro encontro', line: 'Chovia, e a gente nem percebeu.' },
  { date: '2022-02-14', time: '', title: 'Primeiro Dia dos Namorados', line: '' },
  { date: '2024-05-01', time: '', title: 'Nosso apartamento', line: 'Caixas por todo lado e muita felicidade.' },
  { date: '2021-06-12', time: '', title: 'O dia em que nos vimos', line: 'Na festa da Carol.' },
  { date: '2022-07-20', time: '08:15', title: 'Viagem para Paraty', line: 'A estrada mais bonita.' },
  { date: '2025-01-10', time: '', title: 'O pedido', line: 'Ela disse sim!' },
  { date: '2023-03-03', time: '', title: 'Nosso cachorro, o Pipoca', line: '' },
];
/** Their titles as the page shows them. */
export const IN_ORDER = [
  'O dia em que nos vimos',
  'Primeiro encontro',
  'Primeiro Dia dos Namorados',
  'Viagem para Paraty',
  'Nosso cachorro, o Pipoca',
  'Natal na praia',
  'Nosso apartamento',
  'O pedido',
];

/** Types one moment into its group of the form ("Momento N"). */
export async function fillMoment(group: Locator, moment: (typeof MOMENTS)[number]): Promise<void> {
  await group.getByLabel('Data', { exact: true }).fill(moment.date);
  if (moment.time) await group.getByLabel('Horário (opcional)').fill(moment.time);
  await group.getByLabel('Título').fill(moment.title);
  if (moment.line) await group.getByLabel('Uma frase (opcional)').fill(moment.line);
}
