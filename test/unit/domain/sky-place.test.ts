import { describe, expect, it } from 'vitest';
import { ControlCharacterError } from '../../../src/domain/shared/control-characters.js';
import { DomainError } from '../../../src/domain/shared/domain-error.js';
import { nauticalTimeZone, skyInstant, SkyPlaceNameTooLongError, skyWallTime, validSkyPlace } from '../../../src/domain/sky/sky-place.js';

const CAMPINAS = { name: 'Campinas, SP', latitude: -22.9053, longitude: -47.0659, timeZone: 'America/Sao_Paulo' };

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error('no error');
}

describe('validSkyPlace: where they were', () => {
  it('keeps a city of the list as chosen, its name cleaned of extra spaces', () => {
    expect(validSkyPlace({ ...CAMPINAS, name: '  Campinas,   SP ' })).toEqual(CAMPINAS);
  });

  it('reads typed coordinates with a comma or a point, to four decimals, and places "outro lugar" in the zone of its longitude', () => {
    expect(validSkyPlace({ name: 'Lisboa', latitude: '38,72231', longitude: '-9.13934' })).toEqual({
      name: 'Lisboa',
      latitude: 38.7223,
      longitude: -9.1393,
      timeZone: 'Etc/GMT+1',
    });
    expect(validSkyPlace({ name: 'Tóquio', latitude: 35.68, longitude: 139.69, timeZone: '' }).timeZone).toBe('Etc/GMT-9');
  });

  it('reads typed coordinates with spaces around them, up to the poles and the antimeridian', () => {
    expect(validSkyPlace({ name: 'Polo', latitude: ' -90 ', longitude: '180', timeZone: null })).toEqual({
      name: 'Polo',
      latitude: -90,
      longitude: 180,
      timeZone: 'Etc/GMT-12',
    });
    expect(validSkyPlace({ name: 'Polo', latitude: 90, longitude: -180 })).toMatchObject({ latitude: 90, longitude: -180 });
  });

  it('rounds a coordinate a hair west of zero to zero, not to minus zero', () => {
    expect(Object.is(validSkyPlace({ name: 'Greenwich', latitude: '51.4769', longitude: '-0.00001' }).longitude, 0)).toBe(true);
  });

  it("keeps a city's zone typed with spaces around it", () => {
    expect(validSkyPlace({ ...CAMPINAS, timeZone: ' America/Sao_Paulo ' }).timeZone).toBe('America/Sao_Paulo');
  });

  it('keeps a name of 80 characters, an emoji counted as one, and gives the limit of a longer one', () => {
    expect(validSkyPlace({ ...CAMPINAS, name: '🌙'.repeat(80) }).name).toBe('🌙'.repeat(80));
    expect(() => validSkyPlace({ ...CAMPINAS, name: 'x'.repeat(81) })).toThrow(SkyPlaceNameTooLongError);
    expect(() => validSkyPlace({ ...CAMPINAS, name: 'x'.repeat(81) })).toThrow(expect.objectContaining({ details: { max: 80 } }));
  });

  it('names the place as the field that holds a control character', () => {
    expect(() => validSkyPlace({ ...CAMPINAS, name: 'Campinas\u0000' })).toThrow(ControlCharacterError);
    expect(() => validSkyPlace({ ...CAMPINAS, name: 'Campinas\u0000' })).toThrow(expect.objectContaining({ details: { field: 'skyPlace' } }));
  });

  it('names the nautical zone of each longitude, westward counted positive as the Etc names do', () => {
    expect(nauticalTimeZone(-46.63)).toBe('Etc/GMT+3');
    expect(nauticalTimeZone(-7.4)).toBe('Etc/GMT');
    expect(nauticalTimeZone(151.2)).toBe('Etc/GMT-10');
    expect(nauticalTimeZone(-179.9)).toBe('Etc/GMT+12');
  });

  it.each([
    ['an empty name', { ...CAMPINAS, name: '   ' }, 'sky.place-required'],
    ['a name past 80 characters', { ...CAMPINAS, name: 'x'.repeat(81) }, 'sky.place-too-long'],
    ['a latitude past the pole', { ...CAMPINAS, latitude: '91' }, 'sky.coordinates-invalid'],
    ['a longitude past 180°', { ...CAMPINAS, longitude: -180.5 }, 'sky.coordinates-invalid'],
    ['coordinates that are not a number', { ...CAMPINAS, latitude: '23° S' }, 'sky.coordinates-invalid'],
    ['a coordinate left empty', { ...CAMPINAS, longitude: '' }, 'sky.coordinates-invalid'],
    ["a time zone that is not a Brazilian city's", { ...CAMPINAS, timeZone: 'Europe/Paris' }, 'sky.time-zone-unknown'],
    ['a name with a control character', { ...CAMPINAS, name: 'Campinas\u0000' }, 'text.control-character'],
  ])('refuses %s', (_, input, code) => {
    expect(codeOf(() => validSkyPlace(input))).toBe(code);
  });
});

describe('the instant the sky is drawn at', () => {
  it("is the start's own time, where they were: Manaus keeps its hour behind Brasília", () => {
    expect(skyInstant('2019-09-07T01:15', { timeZone: 'America/Manaus' })).toEqual(new Date('2019-09-07T05:15:00Z'));
    expect(skyInstant('2019-09-07T01:15', { timeZone: 'America/Sao_Paulo' })).toEqual(new Date('2019-09-07T04:15:00Z'));
  });

  it('keeps the daylight saving a state kept that summer', () => {
    // São Paulo kept summer time in February 2018; Recife did not.
    expect(skyInstant('2018-02-10T22:00', { timeZone: 'America/Sao_Paulo' })).toEqual(new Date('2018-02-11T00:00:00Z'));
    expect(skyInstant('2018-02-10T22:00', { timeZone: 'America/Recife' })).toEqual(new Date('2018-02-11T01:00:00Z'));
  });

  it('is nine in the evening when the buyer gave only the day, and nothing for a start that cannot be read', () => {
    expect(skyWallTime('2023-02-14')).toEqual({ year: 2023, month: 2, day: 14, hour: 21, minute: 0 });
    expect(skyInstant('2023-02-14', { timeZone: 'America/Sao_Paulo' })).toEqual(new Date('2023-02-15T00:00:00Z'));
    expect(skyInstant('14/02/2023', { timeZone: 'America/Sao_Paulo' })).toBeNull();
  });
});
