import type { PageSkyResponse } from '../../../../adapters/http/contract/sky.contract.js';
import { moonSentence, planetsSentence, SKY_TEXT, skyCaption } from '../../../../texts/sky.pt-br.js';
import { h } from '../dom.js';
import styles from './sky-card.module.css';

/**
 * "O céu daquela noite" on the public page: the server's drawing (an SVG shown as an image, so nothing in it runs), the
 * place and the time, the Moon's phase and the planets that were up.
 */
export function skyCard(sky: PageSkyResponse): HTMLElement {
  const facts = [moonSentence(sky.moonPhase, sky.moonIlluminated) + (sky.moonUp ? '' : ` · ${SKY_TEXT.moonBelow}`), planetsSentence(sky.planets)]
    .filter((part) => part !== '')
    .join(' · ');
  return h(
    'section',
    { class: styles.sky, 'aria-labelledby': 'sky-title' },
    h('h2', { id: 'sky-title', class: styles.heading }, SKY_TEXT.title),
    h('img', {
      class: styles.drawing,
      src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sky.svg)}`,
      alt: sky.description,
      width: '600',
      height: '600',
      decoding: 'async',
    }),
    h('p', { class: styles.caption }, skyCaption(sky.place, sky.at, sky.timeGiven)),
    h('p', { class: styles.facts }, facts),
    sky.daylight ? h('p', { class: styles.facts }, SKY_TEXT.daylight) : null,
  );
}
