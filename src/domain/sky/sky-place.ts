import { parseDatingSince } from '../memory/dating-since.js';
import { refuseControlCharacters } from '../shared/control-characters.js';
import { DomainError } from '../shared/domain-error.js';
import { instantOfWallTime, type WallTime } from '../shared/zoned-time.js';
import type { Place } from './sky-coordinates.js';

/**
 * "O céu daquela noite": where the couple were when it began. A city of Brazil from the shipped list (its name, its
 * coordinates and its time zone), or "outro lugar": a name and coordinates typed by the buyer, read in the nautical
 * time zone of its longitude (a place abroad needs no list of the world's zones to be placed within an hour).
 */
export const SKY_PLACE_NAME_MAX_LENGTH = 80;

/** The sky is drawn at the start's time when the buyer gave one; at nine in the evening when only the day. */
export const SKY_EVENING = { hour: 21, minute: 0 } as const;

/** The time zones Brazil's cities keep (IANA names): a city's zone is one of these. */
export const BRAZILIAN_TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Manaus',
  'America/Cuiaba',
  'America/Campo_Grande',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Rio_Branco',
  'America/Eirunepe',
  'America/Noronha',
] as const;

/** A place as the form sends it; latitude and longitude may be typed with a comma ("-23,55"). */
export interface SkyPlaceInput {
  readonly name: string;
  readonly latitude: number | string;
  readonly longitude: number | string;
  /** A Brazilian city's zone; absent for "outro lugar". */
  readonly timeZone?: string | null;
}

/** The same, checked: coordinates to four decimals (about ten metres), and the zone the start's wall time is read in. */
export interface SkyPlace extends Place {
  readonly name: string;
  readonly timeZone: string;
}

export class SkyPlaceRequiredError extends DomainError {
  constructor() {
    super('sky.place-required');
  }
}

export class SkyPlaceNameTooLongError extends DomainError {
  constructor() {
    super('sky.place-too-long', { max: SKY_PLACE_NAME_MAX_LENGTH });
  }
}

export class SkyCoordinatesInvalidError extends DomainError {
  constructor() {
    super('sky.coordinates-invalid');
  }
}

export class SkyTimeZoneUnknownError extends DomainError {
  constructor() {
    super('sky.time-zone-unknown');
  }
}

const COORDINATE = /^[+-]?\d{1,3}(?:[.,]\d+)?$/;

function coordinate(raw: number | string, limit: number): number {
  const text = typeof raw === 'number' ? String(raw) : raw.trim();
  if (!COORDINATE.test(text)) throw new SkyCoordinatesInvalidError();
  const value = Number(text.replace(',', '.'));
  if (Math.abs(value) > limit) throw new SkyCoordinatesInvalidError();
  return Math.round(value * 10_000) / 10_000 || 0;
}

/** "Etc/GMT+3" for 45° west: the zone of the longitude's hour, as ships keep (the Etc names count westward). */
export function nauticalTimeZone(longitude: number): string {
  const hours = Math.round(longitude / 15);
  if (hours === 0) return 'Etc/GMT';
  return `Etc/GMT${hours < 0 ? '+' : '-'}${Math.abs(hours)}`;
}

const NAUTICAL_ZONE = /^Etc\/GMT(?:[+-](?:[1-9]|1[0-2]))?$/;

function isKnownTimeZone(zone: string): boolean {
  return (BRAZILIAN_TIME_ZONES as readonly string[]).includes(zone) || NAUTICAL_ZONE.test(zone);
}

export function validSkyPlace(input: SkyPlaceInput): SkyPlace {
  refuseControlCharacters('skyPlace', input.name);
  const name = input.name.replace(/\s+/g, ' ').trim();
  if (name === '') throw new SkyPlaceRequiredError();
  if ([...name].length > SKY_PLACE_NAME_MAX_LENGTH) throw new SkyPlaceNameTooLongError();
  const latitude = coordinate(input.latitude, 90);
  const longitude = coordinate(input.longitude, 180);
  const timeZone = (input.timeZone ?? '').trim() || nauticalTimeZone(longitude);
  if (!isKnownTimeZone(timeZone)) throw new SkyTimeZoneUnknownError();
  return { name, latitude, longitude, timeZone };
}

/** The wall time the sky is drawn at: the start's day, at its time or at nine in the evening. Null for a broken date. */
export function skyWallTime(datingSince: string): WallTime | null {
  const start = parseDatingSince(datingSince);
  if (!start) return null;
  return { year: start.year, month: start.month, day: start.day, ...(start.time ?? SKY_EVENING) };
}

/** The instant of that wall time where they were. */
export function skyInstant(datingSince: string, place: Pick<SkyPlace, 'timeZone'>): Date | null {
  const wall = skyWallTime(datingSince);
  return wall ? instantOfWallTime(wall, place.timeZone) : null;
}
