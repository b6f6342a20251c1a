import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { PLANETS, type Planet } from '../../../src/domain/sky/planets.js';
import { skyAt } from '../../../src/domain/sky/sky-at.js';
import type { Horizontal, Place } from '../../../src/domain/sky/sky-coordinates.js';

/** Nights couples began on, at Brazilian places (the reference: astronomy-engine's full ephemeris, seen from the place). */
const NIGHTS: readonly { readonly instant: string; readonly place: string; readonly at: Place }[] = [
  { instant: '1998-04-18T23:40:00-03:00', place: 'São Paulo', at: { latitude: -23.5505, longitude: -46.6333 } },
  { instant: '2005-12-24T22:00:00-02:00', place: 'Recife', at: { latitude: -8.0476, longitude: -34.877 } },
  { instant: '2012-06-12T20:30:00-03:00', place: 'Porto Alegre', at: { latitude: -30.0346, longitude: -51.2177 } },
  { instant: '2019-09-07T01:15:00-04:00', place: 'Manaus', at: { latitude: -3.119, longitude: -60.0217 } },
  { instant: '2024-02-14T21:00:00-03:00', place: 'Brasília', at: { latitude: -15.7939, longitude: -47.8828 } },
  { instant: '2031-07-01T23:59:00-03:00', place: 'Belém', at: { latitude: -1.4558, longitude: -48.4902 } },
];

const BODIES: Readonly<Record<Planet | 'sun' | 'moon', Astronomy.Body>> = {
  sun: Astronomy.Body.Sun,
  moon: Astronomy.Body.Moon,
  mercury: Astronomy.Body.Mercury,
  venus: Astronomy.Body.Venus,
  mars: Astronomy.Body.Mars,
  jupiter: Astronomy.Body.Jupiter,
  saturn: Astronomy.Body.Saturn,
};

const RAD = Math.PI / 180;

/** The angle between two directions in the sky, degrees. */
function separation(a: Horizontal, b: Horizontal): number {
  const cosine =
    Math.sin(a.altitude * RAD) * Math.sin(b.altitude * RAD) +
    Math.cos(a.altitude * RAD) * Math.cos(b.altitude * RAD) * Math.cos((a.azimuth - b.azimuth) * RAD);
  return Math.acos(Math.min(1, cosine)) / RAD;
}

function reference(body: Astronomy.Body, date: Date, place: Place): Horizontal {
  const observer = new Astronomy.Observer(place.latitude, place.longitude, 0);
  const equator = Astronomy.Equator(body, date, observer, true, true);
  const { altitude, azimuth } = Astronomy.Horizon(date, observer, equator.ra, equator.dec);
  return { altitude, azimuth };
}

describe('skyAt: the sky of the night it began, reckoned in the domain', () => {
  for (const night of NIGHTS) {
    describe(`${night.instant} over ${night.place}`, () => {
      const date = new Date(night.instant);
      // Reckoned inside each test, never at collection: a mutation run judges each changed rule by the test it fails.
      const reckoned = () => skyAt(date, night.at);

      it('puts the Sun, the Moon and the five planets the eye sees within a degree of the ephemeris', () => {
        const sky = reckoned();
        const ours: Record<string, Horizontal> = { sun: sky.sun, moon: sky.moon, ...sky.planets };
        for (const body of ['sun', 'moon', ...PLANETS] as const) {
          expect(separation(ours[body]!, reference(BODIES[body], date, night.at)), body).toBeLessThan(1);
        }
        // Well within: a tenth of a degree for the Sun, a fifth for the planets, a quarter for the Moon.
        expect(separation(sky.sun, reference(Astronomy.Body.Sun, date, night.at))).toBeLessThan(0.1);
        for (const planet of PLANETS) expect(separation(sky.planets[planet], reference(BODIES[planet], date, night.at)), planet).toBeLessThan(0.2);
        expect(separation(sky.moon, reference(Astronomy.Body.Moon, date, night.at))).toBeLessThan(0.25);
      });

      it('gives the Moon its phase: the lit fraction within a hundredth, and whether it waxes', () => {
        const sky = reckoned();
        const lit = Astronomy.Illumination(Astronomy.Body.Moon, date).phase_fraction;
        expect(Math.abs(sky.moon.illuminated - lit)).toBeLessThan(0.01);
        expect(sky.moon.waxing).toBe(Astronomy.MoonPhase(date) < 180);
      });

      it('places a star of the catalogue (J2000.0) where the ephemeris sees it that night', () => {
        const sky = reckoned();
        // Sirius and Acrux, by their J2000.0 coordinates.
        for (const [raHours, dec] of [
          [6.752477, -16.716116],
          [12.443311, -63.099093],
        ] as const) {
          Astronomy.DefineStar(Astronomy.Body.Star1, raHours, dec, 1000);
          const expected = reference(Astronomy.Body.Star1, date, night.at);
          expect(separation(sky.star({ rightAscension: raHours * 15, declination: dec }), expected)).toBeLessThan(0.1);
        }
      });
    });
  }

  it('tells a full moon from a new one and a waxing crescent from a waning one', () => {
    const saoPaulo = { latitude: -23.5505, longitude: -46.6333 };
    // Full moon of 2024-02-24 12:30 UTC, new moon of 2024-03-10 09:00 UTC (published instants).
    expect(skyAt(new Date('2024-02-24T12:30:00Z'), saoPaulo).moon.illuminated).toBeGreaterThan(0.99);
    expect(skyAt(new Date('2024-03-10T09:00:00Z'), saoPaulo).moon.illuminated).toBeLessThan(0.01);
    expect(skyAt(new Date('2024-03-13T22:00:00Z'), saoPaulo).moon).toMatchObject({ waxing: true });
    expect(skyAt(new Date('2024-03-06T22:00:00Z'), saoPaulo).moon).toMatchObject({ waxing: false });
  });
});
