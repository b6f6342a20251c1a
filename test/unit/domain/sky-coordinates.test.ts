import { describe, expect, it } from 'vitest';
import { equatorialOfEcliptic, horizontalOf, meanObliquity, precessedFromJ2000 } from '../../../src/domain/sky/sky-coordinates.js';

describe('the sky’s coordinates, against Meeus’s worked examples', () => {
  it('turns Pollux’s ecliptic place back into its equatorial one (Example 13.a)', () => {
    // λ = 113°.215630, β = +6°.684170 for ε = 23°.4392911: α = 116°.328942, δ = +28°.026183.
    const pollux = equatorialOfEcliptic(113.21563, 6.68417, 23.4392911);
    expect(Math.abs(pollux.rightAscension - 116.328942)).toBeLessThan(1e-6);
    expect(Math.abs(pollux.declination - 28.026183)).toBeLessThan(1e-6);
  });

  it('puts Venus in the sky of the U.S. Naval Observatory on 1987 April 10, 19h21m UT (Example 13.b)', () => {
    // α = 347°.3193375, δ = −6°.719892, hour angle 64°.352133 at 77°03′56″ W, 38°55′17″ N: h = 15°.1249, A = 68°.0337
    // from the south (248°.0337 from the north).
    const place = { latitude: 38.921389, longitude: -77.065556 };
    const venus = { rightAscension: 347.3193375, declination: -6.719892 };
    const seen = horizontalOf(venus, place, 64.352133 + venus.rightAscension - place.longitude);
    expect(Math.abs(seen.altitude - 15.1249)).toBeLessThan(5e-5);
    expect(Math.abs(seen.azimuth - 248.0337)).toBeLessThan(5e-5);
  });

  it('measures the azimuth from the north through the east', () => {
    const equator = { latitude: 0, longitude: 0 };
    // A star on the celestial equator six hours east of the meridian rises due east; six hours west, sets due west.
    expect(horizontalOf({ rightAscension: 90, declination: 0 }, equator, 0).azimuth).toBeCloseTo(90, 9);
    expect(horizontalOf({ rightAscension: 270, declination: 0 }, equator, 0).azimuth).toBeCloseTo(270, 9);
    expect(horizontalOf({ rightAscension: 0, declination: 89 }, { latitude: -10, longitude: 0 }, 180).azimuth).toBeCloseTo(0, 9);
  });

  it('precesses θ Persei from J2000.0 to 2028 November 13.19 TD (Example 21.b)', () => {
    // Its place moved by its proper motion, α0 = 41°.054063, δ0 = +49°.227750: α = 41°.547214, δ = +49°.348483.
    const centuries = (2462088.69 - 2451545) / 36_525;
    const persei = precessedFromJ2000({ rightAscension: 41.054063, declination: 49.22775 }, centuries);
    expect(Math.abs(persei.rightAscension - 41.547214)).toBeLessThan(2e-6);
    expect(Math.abs(persei.declination - 49.348483)).toBeLessThan(2e-6);
  });

  it('gives the mean obliquity of 1987 April 10, 23°26′27.407″ (Example 22.a), and 23°26′21.448″ at J2000.0', () => {
    const centuries = (2446895.5 - 2451545) / 36_525;
    expect(Math.abs(meanObliquity(centuries) - (23 + 26 / 60 + 27.407 / 3600))).toBeLessThan(1e-6);
    expect(Math.abs(meanObliquity(0) - (23 + 26 / 60 + 21.448 / 3600))).toBeLessThan(1e-6);
  });
});
