import type { PhotoBytesFigures, PhotoBytesInput, ScreenDownload } from './photo-bytes.js';
import type { Row, Section } from './support/table.js';
import { describeTarget, target, verdict, type Target } from './support/targets.js';

/** Kilobytes of 1000 bytes, as the target is written. */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const x = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}×` : '—');
const LIMIT_KB = 100;

/**
 * The photobytes section: what each screen downloads for one photo (the width its srcset picks; the blur is the
 * placeholder inside the page's JSON, counted here) against the single 1600 px file every screen got before, and WebP
 * against AVIF.
 */
export function photoBytesSection(figures: PhotoBytesFigures, withTarget: (t: Target, row: (t: Target) => Row) => Row): Section {
  const [camera, ...others] = figures.inputs as [PhotoBytesInput, ...PhotoBytesInput[]];
  const downloaded = (screen: ScreenDownload) => screen.photoBytes + screen.placeholderBytes;
  const file = (input: PhotoBytesInput, screen: ScreenDownload) => {
    const chromium =
      screen.chromiumWidth !== screen.width
        ? `; Chromium picks ${screen.chromiumWidth} px: ${kb(input.widths[screen.chromiumWidth] + screen.placeholderBytes)}`
        : '';
    return `${kb(downloaded(screen))} (${screen.width} px + ${screen.placeholderBytes} B placeholder${chromium})`;
  };
  const rows: Row[] = camera.screens.map((screen, i) => {
    const cells = (t: string, result: string): Row => [
      `${screen.label}, camera-like 12 MP`,
      file(camera, screen),
      kb(camera.widths[1600]),
      x(downloaded(screen) / camera.widths[1600]),
      t,
      result,
    ];
    if (i > 1) return cells('(context)', '');
    return withTarget(target(`photo bytes, ${screen.label}`, downloaded(screen) / 1000, ' KB', '<=', LIMIT_KB), (t) =>
      cells(describeTarget(t), verdict(t)),
    );
  });
  for (const input of others) {
    const phone = input.screens[0]!;
    rows.push([
      `${phone.label}, ${input.name}`,
      file(input, phone),
      kb(input.widths[1600]),
      x(downloaded(phone) / input.widths[1600]),
      '(context)',
      '',
    ]);
  }
  const format = (kind: 'webp' | 'avif', width: number) => figures.formats.filter((f) => f.format === kind && f.width === width);
  for (const width of [720, 1080]) {
    // Against the WebP quality the pipeline uses for its smaller widths (65).
    const webp = format('webp', width).find((f) => f.quality === 65)!;
    for (const avif of format('avif', width)) {
      rows.push([
        `${width} px: AVIF q${avif.quality} effort ${avif.effort} vs WebP q${webp.quality} effort ${webp.effort}`,
        `${kb(avif.bytes)}, ${avif.medianMs.toFixed(0)} ms`,
        `${kb(webp.bytes)}, ${webp.medianMs.toFixed(0)} ms`,
        `${x(avif.bytes / webp.bytes)} bytes, ${x(avif.medianMs / webp.medianMs)} time`,
        '(context)',
        '',
      ]);
    }
  }
  return {
    title:
      'Photo bytes: the file a screen downloads for one photo, through the real pipeline (baseline: the one 1600 px file every screen got before)',
    rows,
    notes: [
      `sizes: ${figures.sizes}; carousel slots: ${camera.screens.map((screen) => `${screen.label} ${screen.slotPx.toFixed(0)} CSS px`).join(', ')}`,
      ...figures.inputs.map(
        (input) =>
          `${input.name} (${(input.jpegBytes / 1e6).toFixed(2)} MB JPEG): 480 / 720 / 1080 / 1600 px = ${[480, 720, 1080, 1600].map((w) => kb(input.widths[w as 480])).join(' / ')}`,
      ),
      `formats on the camera-like photo: ${figures.formats.map((f) => `${f.format} q${f.quality} e${f.effort} @${f.width} ${kb(f.bytes)} ${f.medianMs.toFixed(0)} ms`).join('; ')}`,
    ],
  };
}
