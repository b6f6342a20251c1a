import { loadSharp } from '../shared/load-sharp.js';

/** The example page's photos are drawings in the product's rose palette, 4:5 like a phone's portrait photo. */
const WIDTH = 1200;
const HEIGHT = 1500;

const HEART =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';

function heart(x: number, y: number, size: number, color: string, opacity = 1): string {
  return `<path d="${HEART}" transform="translate(${x} ${y}) scale(${size / 24})" fill="${color}" opacity="${opacity}"/>`;
}

/** Two figures holding hands: a head and a rounded body each, their hands meeting between them. */
function couple(x: number, y: number, color: string): string {
  const person = (cx: number) =>
    `<circle cx="${cx}" cy="${y}" r="46" fill="${color}"/><path d="M${cx - 70} ${y + 260} Q${cx - 70} ${y + 70} ${cx} ${y + 70} Q${cx + 70} ${y + 70} ${cx + 70} ${y + 260} Z" fill="${color}"/>`;
  return `${person(x - 95)}${person(x + 95)}<path d="M${x - 40} ${y + 150} Q${x} ${y + 185} ${x + 40} ${y + 150}" stroke="${color}" stroke-width="26" fill="none" stroke-linecap="round"/>`;
}

/** A sunset over the sea, the two of them on the sand. */
const SUNSET = `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f7c6d3"/><stop offset="0.55" stop-color="#f9d9c4"/><stop offset="1" stop-color="#fbe7d6"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <circle cx="600" cy="760" r="230" fill="#f29bb0"/>
  <rect y="820" width="${WIDTH}" height="300" fill="#c9577a"/>
  <rect y="880" width="${WIDTH}" height="18" fill="#e98aa3" opacity="0.7"/><rect y="950" width="${WIDTH}" height="12" fill="#e98aa3" opacity="0.5"/>
  <path d="M0 1080 Q600 1010 1200 1080 V1500 H0 Z" fill="#f6dcc8"/>
  ${couple(600, 980, '#7a1838')}
  ${heart(560, 330, 80, '#c9577a', 0.8)}${heart(700, 260, 48, '#c9577a', 0.6)}${heart(450, 250, 36, '#c9577a', 0.5)}`;

/** A night sky: the moon, stars, and the two of them on a hill. */
const NIGHT = `
  <defs><linearGradient id="night" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#3b0b1e"/><stop offset="1" stop-color="#8f2d50"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#night)"/>
  <circle cx="880" cy="330" r="120" fill="#fde9ef"/><circle cx="930" cy="300" r="110" fill="#4a0f27"/>
  ${[
    [150, 200],
    [320, 420],
    [520, 160],
    [640, 520],
    [230, 690],
    [1040, 620],
    [780, 760],
    [420, 860],
  ]
    .map(([x, y], index) => `<circle cx="${x}" cy="${y}" r="${6 + (index % 3) * 4}" fill="#fde9ef" opacity="0.9"/>`)
    .join('')}
  <path d="M0 1180 Q600 1020 1200 1180 V1500 H0 Z" fill="#2a0715"/>
  ${couple(600, 850, '#2a0715')}
  ${heart(560, 640, 80, '#f29bb0')}`;

/** A bunch of flowers and hearts on cream. */
const FLOWERS = `
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#fdf3ef"/>
  ${[
    [600, 560, 150, '#e0577f'],
    [380, 700, 120, '#f29bb0'],
    [820, 700, 120, '#c9577a'],
    [500, 860, 100, '#f7c6d3'],
    [720, 880, 100, '#e98aa3'],
  ]
    .map(([x, y, r, color]) => {
      const petals = [0, 72, 144, 216, 288]
        .map(
          (angle) =>
            `<ellipse cx="${x}" cy="${Number(y) - Number(r) * 0.55}" rx="${Number(r) * 0.42}" ry="${Number(r) * 0.6}" fill="${color}" transform="rotate(${angle} ${x} ${y})"/>`,
        )
        .join('');
      return `${petals}<circle cx="${x}" cy="${y}" r="${Number(r) * 0.3}" fill="#8f1d3f"/>`;
    })
    .join('')}
  <path d="M600 980 L600 1300 M600 1060 L430 900 M600 1080 L780 920 M600 1150 L500 980 M600 1160 L700 1000" stroke="#6f8f6a" stroke-width="18" stroke-linecap="round"/>
  <path d="M470 1230 H730 L690 1330 H510 Z" fill="#c9577a"/>
  ${heart(200, 220, 90, '#e0577f', 0.7)}${heart(900, 180, 70, '#e0577f', 0.5)}${heart(980, 1180, 110, '#f29bb0', 0.6)}${heart(120, 1150, 60, '#f29bb0', 0.6)}`;

/** The example's photos as PNG files, drawn from their SVG: no customer's photo, nothing fetched. */
export async function drawExamplePhotos(): Promise<Uint8Array[]> {
  const sharp = await loadSharp();
  return Promise.all(
    [SUNSET, NIGHT, FLOWERS].map(async (body) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
      return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
    }),
  );
}
