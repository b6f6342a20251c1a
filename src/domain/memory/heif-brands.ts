/** AVIF's major brands: stills and sequences coded in AV1, which every current browser draws. */
const AVIF_BRANDS: ReadonlySet<string> = new Set(['avif', 'avis']);
/**
 * HEIC's (HEVC in HEIF, the iPhone's photos): `heic`, `heix` in 10 bits, `hevc`/`hevx` sequences, `heim`/`heis` layered,
 * and the generic `mif1`/`msf1` that either kind may carry. Only Safari draws them.
 */
const HEIC_BRANDS: ReadonlySet<string> = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** The major brand of an ISO-BMFF file (its `ftyp` box comes first), or null for anything else. */
function majorBrand(bytes: Uint8Array): string | null {
  if (bytes.length < 12 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  return ascii(bytes, 8, 12);
}

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The leading bytes are those of a HEIF photo, AVIF or HEIC: never an MP4 video or another ISO-BMFF file. */
export function isHeifPhoto(bytes: Uint8Array): boolean {
  const brand = majorBrand(bytes);
  return brand !== null && (AVIF_BRANDS.has(brand) || HEIC_BRANDS.has(brand));
}

/** The leading bytes are those of a HEIF photo that is not plainly AVIF: an iPhone's HEIC, most likely. */
export function mayBeHeic(bytes: Uint8Array): boolean {
  const brand = majorBrand(bytes);
  return brand !== null && HEIC_BRANDS.has(brand);
}
