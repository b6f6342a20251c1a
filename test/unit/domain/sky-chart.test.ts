import * as Astronomy from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { chartPoint, moonPhaseOfLight, skyChart, towardOnChart } from '../../../src/domain/sky/sky-chart.js';
import { skyAt } from '../../../src/domain/sky/sky-at.js';
import { constellationLines } from '../../../src/domain/sky/star-catalogue.js';
import type { Place } from '../../../src/domain/sky/sky-coordinates.js';

const RAD = Math.PI / 180;
const BRASILIA: Place = { latitude: -15.7939, longitude: -47.8828 };

function reference(body: Astronomy.Body, date: Date, place: Place) {
  const observer = new Astronomy.Observer(place.latitude, place.longitude, 0);
  const equator = Astronomy.Equator(body, date, observer, true, true);
  return Astronomy.Horizon(date, observer, equator.ra, equator.dec);
}

/** The chart's distance for a degree of sky near `altitude`: a degree's error is this far on the chart, at most. */
const degreeOnChart = (altitude: number) => Math.tan(((90 - altitude + 1) * RAD) / 2) - Math.tan(((90 - altitude) * RAD) / 2);

describe('the chart: the sky as seen lying on one’s back, head to the north', () => {
  it('puts the zenith at the centre, the horizon on the rim, north up and east on the left', () => {
    expect(chartPoint({ altitude: 90, azimuth: 0 })).toMatchObject({ x: expect.closeTo(0, 9), y: expect.closeTo(0, 9) });
    expect(chartPoint({ altitude: 0, azimuth: 0 })).toMatchObject({ x: expect.closeTo(0, 9), y: expect.closeTo(-1, 9) });
    expect(chartPoint({ altitude: 0, azimuth: 90 })).toMatchObject({ x: expect.closeTo(-1, 9), y: expect.closeTo(0, 9) });
    expect(chartPoint({ altitude: 0, azimuth: 270 })).toMatchObject({ x: expect.closeTo(1, 9), y: expect.closeTo(0, 9) });
    expect(chartPoint({ altitude: 45, azimuth: 180 }).y).toBeCloseTo(Math.tan(22.5 * RAD), 9);
  });

  it('names the eight phases from the lit fraction and its growth', () => {
    expect(moonPhaseOfLight(0.01, true)).toBe('new');
    expect(moonPhaseOfLight(0.2, true)).toBe('waxingCrescent');
    expect(moonPhaseOfLight(0.5, true)).toBe('firstQuarter');
    expect(moonPhaseOfLight(0.8, true)).toBe('waxingGibbous');
    expect(moonPhaseOfLight(0.99, false)).toBe('full');
    expect(moonPhaseOfLight(0.8, false)).toBe('waningGibbous');
    expect(moonPhaseOfLight(0.52, false)).toBe('lastQuarter');
    expect(moonPhaseOfLight(0.1, false)).toBe('waningCrescent');
  });

  it('draws each boundary of the names on the side the rule says', () => {
    expect(moonPhaseOfLight(0.03, true)).toBe('waxingCrescent');
    expect(moonPhaseOfLight(0.029, true)).toBe('new');
    expect(moonPhaseOfLight(0.97, false)).toBe('waningGibbous');
    expect(moonPhaseOfLight(0.971, false)).toBe('full');
    // 0.5 − 0.44 is exactly 0.06 in floating point: the quarter's band holds its ends.
    expect(moonPhaseOfLight(0.44, true)).toBe('firstQuarter');
    expect(moonPhaseOfLight(0.439, true)).toBe('waxingCrescent');
    expect(moonPhaseOfLight(0.561, false)).toBe('waningGibbous');
  });

  it('points the lit limb along the great circle toward the Sun, as the chart shows that direction', () => {
    // Along a meridian (a straight line through the chart's centre): toward the zenith from the north is +y, from the
    // east +x, from the south −y; away from it, from the west, is +x.
    expect(towardOnChart({ altitude: 30, azimuth: 0 }, { altitude: 60, azimuth: 0 })).toBeCloseTo(Math.PI / 2, 9);
    expect(towardOnChart({ altitude: 30, azimuth: 90 }, { altitude: 60, azimuth: 90 })).toBeCloseTo(0, 9);
    expect(towardOnChart({ altitude: 30, azimuth: 180 }, { altitude: 60, azimuth: 180 })).toBeCloseTo(-Math.PI / 2, 9);
    expect(towardOnChart({ altitude: 30, azimuth: 270 }, { altitude: -10, azimuth: 270 })).toBeCloseTo(0, 9);
    // Over the zenith: from low in the north toward the Sun low in the south, the step heads south (+y).
    expect(towardOnChart({ altitude: 20, azimuth: 0 }, { altitude: 10, azimuth: 180 })).toBeCloseTo(Math.PI / 2, 9);
    // Along the horizon (the chart's rim) from the east toward the south: the rim's tangent there, +y, within the
    // short step's chord (a hundredth of a radian of arc).
    expect(towardOnChart({ altitude: 0, azimuth: 90 }, { altitude: 0, azimuth: 180 })).toBeCloseTo(Math.PI / 2, 2);
    // From the north meridian toward the Sun rising due east, the great circle leaves heading east: −x, within the
    // chord's bend (half a hundredth of a radian), however high the Moon stands.
    expect(towardOnChart({ altitude: 45, azimuth: 0 }, { altitude: 0, azimuth: 90 })).toBeCloseTo(Math.PI, 2);
    expect(towardOnChart({ altitude: 80, azimuth: 0 }, { altitude: 0, azimuth: 90 })).toBeCloseTo(Math.PI, 2);
    // From high in the east toward a Sun set in the west-north-west: to the right of the chart (west), and up (north).
    const angle = towardOnChart({ altitude: 40, azimuth: 100 }, { altitude: -5, azimuth: 290 });
    expect(Math.cos(angle)).toBeGreaterThan(0.8);
    expect(Math.sin(angle)).toBeLessThan(-0.3);
  });

  describe('Valentine’s night 2024 over Brasília, 21h (a waxing crescent Moon in the west, Jupiter up)', () => {
    const night = new Date('2024-02-14T21:00:00-03:00');
    // Drawn inside each test, never at collection: a mutation run judges each changed rule by the test it fails.
    const drawnChart = () => skyChart(night, BRASILIA);

    it('draws Sirius and Canopus where the ephemeris puts them, within a degree', () => {
      const chart = drawnChart();
      for (const [star, ra, dec, magnitude] of [
        ['Sirius', 6.7525, -16.7161, -1.44],
        ['Canopus', 6.3992, -52.6957, -0.62],
      ] as const) {
        Astronomy.DefineStar(Astronomy.Body.Star1, ra, dec, 1000);
        const seen = reference(Astronomy.Body.Star1, night, BRASILIA);
        const expected = chartPoint(seen);
        const drawn = chart.stars.find((each) => Math.abs(each.magnitude - magnitude) < 0.06);
        expect(drawn, star).toBeDefined();
        expect(Math.hypot(drawn!.x - expected.x, drawn!.y - expected.y), star).toBeLessThan(degreeOnChart(seen.altitude));
      }
    });

    it('draws the Moon in its phase where the ephemeris puts it, its lit side toward the set Sun', () => {
      const chart = drawnChart();
      const seen = reference(Astronomy.Body.Moon, night, BRASILIA);
      const illumination = Astronomy.Illumination(Astronomy.Body.Moon, night);
      expect(chart.moon).not.toBeNull();
      const expected = chartPoint(seen);
      expect(Math.hypot(chart.moon!.x - expected.x, chart.moon!.y - expected.y)).toBeLessThan(degreeOnChart(seen.altitude));
      expect(chart.moon!.illuminated).toBeCloseTo(illumination.phase_fraction, 2);
      expect(chart.moon!.phase).toBe('waxingCrescent');
      // The Sun had set in the west (the chart's right): the lit limb faces right and down, toward the horizon.
      expect(Math.cos(chart.moon!.brightLimbAngle)).toBeGreaterThan(0);
    });

    it('shows the planets above the horizon and leaves out those below it, and says the night was dark', () => {
      const chart = drawnChart();
      const up = (['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const)
        .filter((name) => reference(Astronomy.Body[name], night, BRASILIA).altitude > 0)
        .map((name) => name.toLowerCase());
      expect(chart.planets.map((each) => each.planet).sort()).toEqual(up.sort());
      expect(up).toContain('jupiter');
      expect(chart.daylight).toBe(false);
      expect(chart.stars.length).toBeGreaterThan(300);
      expect(chart.stars.every((star) => Math.hypot(star.x, star.y) <= 1)).toBe(true);
      expect(chart.lines.flat().every((point) => Math.hypot(point.x, point.y) <= 1)).toBe(true);
    });
  });

  it('draws each constellation line’s runs of stars above the horizon, cut where the line dips below it', () => {
    // Valentine's night at 21h, and at 3h, when three lines end in a lone star risen after one still below.
    for (const instant of [new Date('2024-02-14T21:00:00-03:00'), new Date('2024-02-15T03:00:00-03:00')]) {
      const chart = skyChart(instant, BRASILIA);
      const sky = skyAt(instant, BRASILIA);
      const runs: string[] = [];
      let segments = 0;
      for (const line of constellationLines()) {
        let run: string[] = [];
        for (const point of [...line, null]) {
          const seen = point && sky.star(point);
          if (seen && seen.altitude > 0) {
            run.push(JSON.stringify(chartPoint(seen)));
            continue;
          }
          if (run.length > 1) runs.push(run.join(' '));
          segments += Math.max(0, run.length - 1);
          run = [];
        }
      }
      const when = instant.toISOString();
      expect(
        chart.lines.every((line) => line.length >= 2),
        when,
      ).toBe(true);
      expect(
        chart.lines.map((line) => line.map((point) => JSON.stringify(point)).join(' ')),
        when,
      ).toEqual(runs);
      expect(
        chart.lines.reduce((sum, line) => sum + line.length - 1, 0),
        when,
      ).toBe(segments);
      // Many lines are drawn, and some of their stars are below the horizon.
      expect(runs.length, when).toBeGreaterThan(40);
      expect(chart.lines.flat().length, when).toBeLessThan(constellationLines().flat().length);
    }
  });

  it('says a start at noon was in daylight, with the Moon left out when it was below the horizon', () => {
    const noon = skyChart(new Date('2024-02-14T12:00:00-03:00'), BRASILIA);
    expect(noon.daylight).toBe(true);
    const moonUp = reference(Astronomy.Body.Moon, new Date('2024-02-14T12:00:00-03:00'), BRASILIA).altitude > 0;
    expect(noon.moon !== null).toBe(moonUp);
  });

  it('leaves the Moon out of the drawing when it had set, and keeps its phase for the caption', () => {
    // 2024-02-15 03:00 in Brasília: the young crescent set in the evening.
    const late = new Date('2024-02-15T03:00:00-03:00');
    expect(reference(Astronomy.Body.Moon, late, BRASILIA).altitude).toBeLessThan(0);
    const chart = skyChart(late, BRASILIA);
    expect(chart.moon).toBeNull();
    expect(chart.moonPhase).toBe('waxingCrescent');
    expect(chart.moonIlluminated).toBeCloseTo(Astronomy.Illumination(Astronomy.Body.Moon, late).phase_fraction, 2);
    expect(chart.daylight).toBe(false);
  });
});
