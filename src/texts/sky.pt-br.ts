import type { MoonPhase } from '../domain/couple-numbers/moon-phase-of-day.js';
import type { Planet } from '../domain/sky/planets.js';
import { MOON_PHASE_NAME } from './couple-numbers.pt-br.js';
import { MONTH_NAMES } from './months.pt-br.js';

export const PLANET_NAME: Record<Planet, string> = {
  mercury: 'Mercúrio',
  venus: 'Vênus',
  mars: 'Marte',
  jupiter: 'Júpiter',
  saturn: 'Saturno',
};

/** The horizon's points as the drawing marks them: north up, east on the left (a sky seen from below). */
export const SKY_CARDINALS = { north: 'N', south: 'S', east: 'L', west: 'O' } as const;

export const SKY_TEXT = {
  title: 'O céu daquela noite',
  daylight: 'Era dia: as estrelas estavam lá, escondidas pela luz do sol.',
  moonBelow: 'A Lua já tinha se posto ou ainda não tinha nascido.',
} as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function hourText(hour: number, minute: number): string {
  return minute === 0 ? `${hour}h` : `${hour}h${String(minute).padStart(2, '0')}`;
}

/** "O céu de Campinas, SP em 14 de fevereiro de 2023, às 19h30"; without a time given, "na noite de 14 de fevereiro de 2023". */
export function skyCaption(place: string, at: string, timeGiven: boolean): string {
  const [date = '', time = '00:00'] = at.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const when = `${day} de ${MONTH_NAMES[(month ?? 1) - 1]} de ${year}`;
  return timeGiven ? `O céu de ${place} em ${when}, às ${hourText(hour ?? 0, minute ?? 0)}` : `O céu de ${place} na noite de ${when}`;
}

/** "Lua crescente, 38% iluminada". */
export function moonSentence(phase: MoonPhase, illuminated: number): string {
  return `${capitalised(MOON_PHASE_NAME[phase])}, ${Math.round(illuminated * 100)}% iluminada`;
}

/** "Vênus e Júpiter no céu"; empty when none was up. */
export function planetsSentence(planets: readonly Planet[]): string {
  const names = planets.map((planet) => PLANET_NAME[planet]);
  if (names.length === 0) return '';
  const listed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`;
  return `${listed} no céu`;
}

/** What the drawing shows, for a reader that cannot see it. */
export function skyDescription(view: {
  place: string;
  at: string;
  timeGiven: boolean;
  moonPhase: MoonPhase;
  moonIlluminated: number;
  moonUp: boolean;
  planets: readonly Planet[];
  starCount: number;
}): string {
  const parts = [
    skyCaption(view.place, view.at, view.timeGiven),
    `${view.starCount} estrelas acima do horizonte`,
    view.moonUp ? moonSentence(view.moonPhase, view.moonIlluminated) : `${moonSentence(view.moonPhase, view.moonIlluminated)}, abaixo do horizonte`,
    planetsSentence(view.planets),
  ];
  return `${parts.filter((part) => part !== '').join('. ')}.`;
}

/** "O céu daquela noite" on the owner's edit page (both plans). */
export const SKY_SECTION = {
  title: 'O céu daquela noite',
  intro: 'As estrelas, a Lua e os planetas sobre o lugar onde vocês estavam quando tudo começou, na página depois da mensagem.',
  none: 'A página ainda não mostra o céu.',
  current: (place: string) => `Lugar: ${place}`,
  add: 'Mostrar o céu daquela noite',
  change: 'Trocar o lugar',
  remove: 'Tirar o céu da página',
  removeConfirm: 'Tirar o céu daquela noite da página? Você pode colocá-lo de novo quando quiser.',
  cancel: 'Cancelar',
  save: 'Salvar o céu',
  saved: 'Céu salvo.',
  removed: 'Céu retirado da página.',
  saveFailed: 'Não foi possível salvar. Tente de novo.',
  loadFailed: 'Não foi possível carregar o céu desta página.',
} as const;
