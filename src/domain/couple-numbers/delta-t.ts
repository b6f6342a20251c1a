/**
 * ΔT = TT − UT in seconds for a decimal year: the polynomials of Espenak and Meeus ("Polynomial expressions for
 * delta T", NASA Five Millennium Canon of Solar Eclipses, 2006) from 1900 to 2150, and their long-term parabola
 * outside. Astronomical instants are computed in Dynamical Time; clocks (and the published tables) read Universal Time.
 */
export function terrestrialMinusUniversalSeconds(year: number): number {
  const longTerm = (y: number) => -20 + 32 * ((y - 1820) / 100) ** 2;
  if (year < 1900 || year >= 2150) return longTerm(year);
  if (year < 1920) {
    const t = year - 1900;
    return -2.79 + 1.494119 * t - 0.0598939 * t ** 2 + 0.0061966 * t ** 3 - 0.000197 * t ** 4;
  }
  if (year < 1941) {
    const t = year - 1920;
    return 21.2 + 0.84493 * t - 0.0761 * t ** 2 + 0.0020936 * t ** 3;
  }
  if (year < 1961) {
    const t = year - 1950;
    return 29.07 + 0.407 * t - t ** 2 / 233 + t ** 3 / 2547;
  }
  if (year < 1986) {
    const t = year - 1975;
    return 45.45 + 1.067 * t - t ** 2 / 260 - t ** 3 / 718;
  }
  if (year < 2005) {
    const t = year - 2000;
    return 63.86 + 0.3345 * t - 0.060374 * t ** 2 + 0.0017275 * t ** 3 + 0.000651814 * t ** 4 + 0.00002373599 * t ** 5;
  }
  if (year < 2050) {
    const t = year - 2000;
    return 62.92 + 0.32217 * t + 0.005589 * t ** 2;
  }
  return longTerm(year) - 0.5628 * (2150 - year);
}
