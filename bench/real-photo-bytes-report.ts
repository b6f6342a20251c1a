import type { RealPhotoBytesFigures } from './real-photo-bytes.js';
import { median } from './support/stats.js';
import type { Row, Section } from './support/table.js';
import { describeTarget, target, verdict, type Target } from './support/targets.js';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
/** The phones the targets are for: Lighthouse's (412 px, DPR 1.75) and a 390 px phone at DPR 3. */
const TARGET_SCREENS = 2;
const LARGEST_KB = 100;
const MEDIAN_KB = 50;

/**
 * The realphotos section: the bytes each phone downloads per photo of Debian's real photographs, bought through the
 * product (the file its browser picks, and the placeholder in the page for the blur), the largest and the median.
 */
export function realPhotoBytesSection(figures: RealPhotoBytesFigures, withTarget: (t: Target, row: (t: Target) => Row) => Row): Section {
  const labels = figures.photos[0]?.screens.map((screen) => screen.label) ?? [];
  const rows: Row[] = [];
  labels.forEach((label, i) => {
    const bytes = figures.photos.map((photo) => photo.screens[i]!.bytes);
    const largest = Math.max(...bytes);
    const middle = median(bytes);
    const widths = [...new Set(figures.photos.map((photo) => photo.screens[i]!.chromiumWidth))].join('/');
    if (i >= TARGET_SCREENS) {
      rows.push([`${label}: largest / median`, `${kb(largest)} / ${kb(middle)}`, '', `${widths} px`, '(context)', '']);
      return;
    }
    rows.push(
      withTarget(target(`real photos, largest, ${label}`, largest / 1000, ' KB', '<=', LARGEST_KB), (t) => [
        `${label}: largest photo`,
        kb(largest),
        '',
        `${widths} px`,
        describeTarget(t),
        verdict(t),
      ]),
      withTarget(target(`real photos, median, ${label}`, middle / 1000, ' KB', '<=', MEDIAN_KB), (t) => [
        `${label}: median photo`,
        kb(middle),
        '',
        '',
        describeTarget(t),
        verdict(t),
      ]),
    );
  });
  return {
    title: `Real photographs: bytes per photo a phone downloads, ${figures.photos.length} photos of Debian's ${figures.corpus} bought through the product`,
    rows,
    notes: [
      'per photo: the file the browser picks (the larger of Chromium’s pick and the spec’s) + its placeholder, carried in the page’s JSON and HTML',
      ...figures.photos.map(
        (photo) =>
          `${photo.name} (${(photo.originalBytes / 1e6).toFixed(2)} MB, placeholder ${photo.placeholderBytes} B): ` +
          photo.screens.map((screen) => `${kb(screen.bytes)} @${screen.chromiumWidth}`).join(' / '),
      ),
    ],
  };
}
