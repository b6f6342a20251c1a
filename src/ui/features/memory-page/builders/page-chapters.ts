import type { ChapterView } from '../../../../adapters/http/contract/chapters.contract.js';
import { CHAPTERS_TEXT } from '../../../../texts/chapters.pt-br.js';
import { carouselPhoto, photoImage } from './carousel-photo.js';
import { h } from '../dom.js';
import styles from './page-chapters.module.css';

/** On a phone a chapter's photo fills the column; two side by side take half of it each. */
const sizesFor = (count: number) => (count > 1 ? '(max-width: 480px) 45vw, 220px' : '(max-width: 480px) 90vw, 440px');

/** "Um novo capítulo": the couple's chapters by year, after the story, the newest marked "Novo" for a month. */
export function pageChapters(chapters: readonly ChapterView[]): HTMLElement {
  return h(
    'section',
    { class: styles.chapters, 'aria-labelledby': 'chapters-title' },
    h('h2', { id: 'chapters-title', class: styles.heading }, CHAPTERS_TEXT.heading),
    h('ol', { class: styles.list }, ...chapters.map(chapterItem)),
  );
}

function chapterItem(chapter: ChapterView): HTMLElement {
  const photos = chapter.photos.map((each, i) => {
    const photo = { ...carouselPhoto(each.url, each.placeholder, each.avifWidths), sizes: sizesFor(chapter.photos.length) };
    const { element } = photoImage(photo, {
      alt: CHAPTERS_TEXT.photoAlt(chapter.year, i + 1),
      loading: 'lazy',
      decoding: 'async',
      class: styles.photo,
    });
    const frame = h('div', { class: styles.frame }, element);
    if (each.placeholder) frame.style.backgroundImage = `url("${each.placeholder}")`;
    return frame;
  });
  return h(
    'li',
    { class: styles.chapter, 'data-year': String(chapter.year) },
    h(
      'p',
      { class: styles.year },
      CHAPTERS_TEXT.chapterOf(chapter.year),
      chapter.isNew && h('span', { class: styles.badge }, CHAPTERS_TEXT.newBadge),
    ),
    h('h3', { class: styles.title }, chapter.title),
    h('div', { class: chapter.photos.length > 1 ? styles.photosTwo : styles.photos }, ...photos),
    ...chapter.text.split('\n').map((line) => h('p', { class: styles.text }, line)),
  );
}
