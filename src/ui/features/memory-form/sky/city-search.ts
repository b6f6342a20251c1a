import { BRAZILIAN_TIME_ZONES } from '../../../../domain/sky/sky-place.js';
import { BRAZILIAN_CITIES } from './brazilian-cities.data.js';

/** A city of the list, as the form sends it (`SkyPlaceInput`): "Campinas, SP", its coordinates and time zone. */
export interface CityChoice {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly timeZone: string;
}

interface ListedCity extends CityChoice {
  readonly key: string;
}

/** Lower case, without accents or punctuation: "São João d'Aliança" and "sao joao daliança" meet. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let cities: ListedCity[] | null = null;

function listed(): ListedCity[] {
  cities ??= BRAZILIAN_CITIES.split('\n').map((line) => {
    const [city, state, latitude, longitude, zone] = line.split('|');
    const name = `${city}, ${state}`;
    return {
      name,
      latitude: Number(latitude) / 100,
      longitude: Number(longitude) / 100,
      timeZone: BRAZILIAN_TIME_ZONES[Number(zone)]!,
      key: searchKey(`${city} ${state}`),
    };
  });
  return cities;
}

/**
 * The cities a typed text names, best first: those whose name starts with it, then those with a word that does. The
 * state may follow the name ("campinas sp", "Campinas, SP"). At most `limit`.
 */
export function searchCities(typed: string, limit = 8): CityChoice[] {
  const query = searchKey(typed);
  if (query.length < 2) return [];
  const starts: ListedCity[] = [];
  const inside: ListedCity[] = [];
  for (const city of listed()) {
    if (city.key.startsWith(query)) starts.push(city);
    else if (city.key.includes(` ${query}`)) inside.push(city);
    if (starts.length >= limit) break;
  }
  return [...starts, ...inside].slice(0, limit).map(({ name, latitude, longitude, timeZone }) => ({ name, latitude, longitude, timeZone }));
}
