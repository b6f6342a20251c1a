import type { CoupleNumbers } from '../domain/couple-numbers/couple-numbers.js';
import type { Weekday } from '../domain/couple-numbers/days-together.js';
import type { MoonPhase } from '../domain/couple-numbers/moon-phase-of-day.js';
import type { Season } from '../domain/couple-numbers/southern-season.js';

export const COUPLE_NUMBERS_TITLE = 'Nossos números';

/** The sequence's two buttons, and the hint under its first fact. */
export const COUPLE_NUMBERS_CONTROLS = { previous: 'Anterior', next: 'Próximo', again: 'Ver de novo', hint: 'Toque para ver o próximo' } as const;

/** One fact of the sequence: a short heading, the number or word shown large, and the sentence under it. */
export interface CoupleNumberFact {
  readonly label: string;
  readonly value: string;
  readonly sentence: string;
}

/** "1.000": the thousands separated by a dot, as Brazil writes them. */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Each weekday's name, and "num"/"numa" before it. */
const WEEKDAYS: Record<Weekday, readonly [name: string, article: string]> = {
  0: ['domingo', 'num'],
  1: ['segunda-feira', 'numa'],
  2: ['terça-feira', 'numa'],
  3: ['quarta-feira', 'numa'],
  4: ['quinta-feira', 'numa'],
  5: ['sexta-feira', 'numa'],
  6: ['sábado', 'num'],
};

export const MOON_PHASE_NAME: Record<MoonPhase, string> = {
  new: 'lua nova',
  waxingCrescent: 'lua crescente',
  firstQuarter: 'quarto crescente',
  waxingGibbous: 'lua gibosa crescente',
  full: 'lua cheia',
  waningGibbous: 'lua gibosa minguante',
  lastQuarter: 'quarto minguante',
  waningCrescent: 'lua minguante',
};

/** Each season's name, and "no"/"na" before it. */
const SEASONS: Record<Season, readonly [name: string, article: string]> = {
  autumn: ['outono', 'no'],
  winter: ['inverno', 'no'],
  spring: ['primavera', 'na'],
  summer: ['verão', 'no'],
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

function milestoneFact({ milestone }: CoupleNumbers): CoupleNumberFact {
  const target = `${formatCount(milestone.target)} dias juntos`;
  if (milestone.remaining === 0)
    return { label: 'Hoje é dia de festa', value: formatCount(milestone.target), sentence: `Hoje vocês completam ${target}!` };
  const left = plural(milestone.remaining, 'dia', 'dias');
  return { label: 'O próximo marco', value: left, sentence: `${milestone.remaining === 1 ? 'Falta' : 'Faltam'} ${left} para ${target}.` };
}

/** The sequence the public page shows, in its order: the day, the moon, the moons and weekends since, the next mark, the season. */
export function coupleNumberFacts(numbers: CoupleNumbers): CoupleNumberFact[] {
  const [weekday, weekdayArticle] = WEEKDAYS[numbers.weekday];
  const moon = MOON_PHASE_NAME[numbers.moonPhase];
  const [season, seasonArticle] = SEASONS[numbers.season];
  return [
    { label: 'O dia da semana', value: capitalised(weekday), sentence: `Tudo começou ${weekdayArticle} ${weekday}.` },
    { label: 'A lua daquela noite', value: capitalised(moon), sentence: `Era ${moon} no céu quando tudo começou.` },
    {
      label: 'Luas cheias juntos',
      value: formatCount(numbers.fullMoons),
      sentence:
        numbers.fullMoons === 0
          ? 'A primeira lua cheia de vocês ainda está por vir.'
          : `Vocês já viram ${plural(numbers.fullMoons, 'lua cheia', 'luas cheias')} juntos.`,
    },
    {
      label: 'Fins de semana juntos',
      value: formatCount(numbers.weekends),
      sentence:
        numbers.weekends === 0
          ? 'O primeiro fim de semana de vocês está chegando.'
          : `Vocês já viveram ${plural(numbers.weekends, 'fim de semana', 'fins de semana')} lado a lado, contando o primeiro.`,
    },
    milestoneFact(numbers),
    { label: 'A estação', value: capitalised(season), sentence: `Tudo começou ${seasonArticle} ${season}.` },
  ];
}

/** "2 de 6", for the sequence's position. */
export const factPosition = (index: number, total: number) => `${index + 1} de ${total}`;
