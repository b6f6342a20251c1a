/**
 * The season in the southern hemisphere at an instant, by the astronomical seasons: autumn from the March equinox,
 * winter from the June solstice, spring from the September equinox, summer from the December solstice. Brazil names
 * its seasons this way (INMET and the press announce "o inverno começa em 21 de junho"), not by the meteorological
 * months a northern reader may know. The Sun's apparent longitude (Meeus, "Astronomical Algorithms", ch. 25, low
 * accuracy: about 0.01°, a quarter of an hour at an equinox) says which quarter of the year the instant is in.
 */
export type Season = 'autumn' | 'winter' | 'spring' | 'summer';

const SEASONS_FROM_MARCH_EQUINOX: readonly Season[] = ['autumn', 'winter', 'spring', 'summer'];
const RAD = Math.PI / 180;

/** The Sun's apparent ecliptic longitude in degrees, 0 at the March equinox. */
export function solarLongitude(instant: Date): number {
  const t = (instant.getTime() / 86_400_000 + 2440587.5 - 2451545) / 36525;
  const meanLongitude = 280.46646 + 36000.76983 * t + 0.0003032 * t * t;
  const anomaly = (357.52911 + 35999.05029 * t - 0.0001537 * t * t) * RAD;
  const centre =
    (1.914602 - 0.004817 * t - 0.000014 * t * t) * Math.sin(anomaly) +
    (0.019993 - 0.000101 * t) * Math.sin(2 * anomaly) +
    0.000289 * Math.sin(3 * anomaly);
  const node = (125.04 - 1934.136 * t) * RAD;
  const apparent = meanLongitude + centre - 0.00569 - 0.00478 * Math.sin(node);
  return ((apparent % 360) + 360) % 360;
}

export function southernSeasonAt(instant: Date): Season {
  return SEASONS_FROM_MARCH_EQUINOX[Math.floor(solarLongitude(instant) / 90)]!;
}
