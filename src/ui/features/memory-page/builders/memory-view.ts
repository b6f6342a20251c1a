import type { PageContentResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { youtubeVideoId } from '../../../../domain/memory/youtube.js';
import { editTokenStore } from '../../../lib/edit-token-store.js';
import { h, HEART_PATH, icon } from '../dom.js';
import { fallingHearts } from './falling-hearts.js';
import styles from './memory-view.module.css';
import { ownerEdit } from './owner-edit.js';
import { photoCarousel } from './photo-carousel.js';
import { storyPart } from './story-slot.js';
import { lettersPart } from './letters-slot.js';
import { skyPart } from './sky-slot.js';
import { voicePart } from './voice-slot.js';
import { chaptersPart } from './chapters-slot.js';
import { timeTogetherCounter } from './time-together-counter.js';
import { anniversaryAt } from '../../../../domain/anniversaries/anniversary.js';

/** The music of a premium page, started by the 'Clique' tap (the iframe only exists after it). */
const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
/** The player and its error handling are their own chunk, asked for at the tap. */
const loadMusicPlayer = () => import('./music-player.js');

/** One part of the page on screen: `stop` ends its timers, `play` starts its music. */
interface Part {
  readonly element: ChildNode;
  readonly stop?: () => void;
  readonly play?: () => void;
}

/** How a part is built, and what it shows (`key`): it is built again only when that changes. */
interface PartOfPage {
  readonly key: (page: PageContentResponse) => string;
  readonly build: (page: PageContentResponse, playing: boolean) => Part;
}

const namesOf = (page: PageContentResponse) => `${page.yourName} e ${page.lovedName}`;
const videoOf = (page: PageContentResponse) => (page.plan === 'premium' && page.youtube ? youtubeVideoId(page.youtube) : null);
const musicTitle = (page: PageContentResponse) => `Nossa música: vídeo do YouTube escolhido por ${page.yourName}`;

const photos: PartOfPage = {
  key: (page) => `${namesOf(page)}\n${page.photos.join('\n')}`,
  build: (page) => {
    if (page.photos.length === 0) return { element: h('div', { class: styles.photos }) };
    const carousel = photoCarousel(
      { paths: page.photos, placeholders: page.photoPlaceholders ?? [], avifWidths: page.photoAvifWidths ?? [] },
      namesOf(page),
    );
    return { element: h('div', { class: styles.photos }, carousel.element), stop: carousel.stop };
  },
};

const counter: PartOfPage = { key: (page) => page.datingSince, build: (page) => timeTogetherCounter(page.datingSince) };

/** The anniversary's line and hearts are their own chunk, asked for once the page is on screen. */
const loadCelebration = () => import('./anniversary-celebration.js');

/** On a monthly or yearly anniversary, "Hoje vocês completam 2 anos!" above the counter; nothing on other days. */
const celebration: PartOfPage = {
  key: (page) => page.datingSince,
  build: (page) => {
    const slot = h('div', { hidden: true });
    let stopped = false;
    // Most days are no anniversary: the chunk is asked for only on one (the rule is small, and already on the page).
    if (!anniversaryAt(page.datingSince, new Date())) return { element: slot, stop: () => undefined };
    loadCelebration().then(
      ({ anniversaryCelebration }) => {
        const shown = stopped ? null : anniversaryCelebration(page.datingSince, new Date());
        if (!shown) return;
        slot.replaceChildren(shown);
        slot.hidden = false;
      },
      (error: unknown) => console.warn('The anniversary could not be loaded', error),
    );
    return { element: slot, stop: () => (stopped = true) };
  },
};

/** "Nossos números" (the Moon, the weekends…) is its own chunk, asked for once the page is on screen. */
const loadCoupleNumbers = () => import('./couple-numbers-card.js');

/** The couple's numbers, in a slot that keeps their place until the card arrives (and is hidden if it cannot). */
const numbers: PartOfPage = {
  key: (page) => page.datingSince,
  build: (page) => {
    const slot = h('div', { class: styles.numbers });
    let stopped = false;
    loadCoupleNumbers().then(
      ({ coupleNumbersCard }) => {
        const card = stopped ? null : coupleNumbersCard(page.datingSince, new Date());
        slot.classList.remove(styles.numbers!);
        if (card) slot.replaceChildren(card);
        else slot.hidden = true;
      },
      (error: unknown) => {
        console.warn('The couple numbers could not be loaded', error);
        slot.hidden = true;
      },
    );
    return { element: slot, stop: () => (stopped = true) };
  },
};

const letter: PartOfPage = {
  key: (page) => page.message,
  build: (page) => ({
    element: h(
      'section',
      { class: styles.letter, 'aria-labelledby': 'message-title' },
      h('h2', { id: 'message-title', class: styles.eyebrow }, 'Uma mensagem para você'),
      h('p', { class: styles.message }, page.message),
    ),
  }),
};

/** A premium page's music: its player is there only once the page has settled after the tap (`playing`, or `play`). */
const music: PartOfPage = {
  key: (page) => `${videoOf(page)}\n${musicTitle(page)}\n${page.musicTitle}\n${page.musicChannel}`,
  build: (page, playing) => {
    const videoId = videoOf(page);
    if (!videoId) return { element: document.createTextNode('') };
    const video = h('div', { class: styles.video });
    const song =
      page.musicTitle &&
      h('p', { class: styles.song }, h('strong', {}, page.musicTitle), page.musicChannel ? h('span', {}, page.musicChannel) : null);
    // Where the player cannot play (a video made private since, a network that blocks it), YouTube itself still can.
    const onYoutube = h('a', { class: styles.onYoutube, href: watchUrl(videoId), target: '_blank', rel: 'noopener noreferrer' }, 'Ouvir no YouTube');
    let stopped = false;
    let started = false;
    const play = () => {
      if (started) return;
      started = true;
      loadMusicPlayer().then(
        ({ musicPlayer }) => {
          if (!stopped) musicPlayer({ videoId, title: page.musicTitle ?? musicTitle(page), screen: video, fallback: onYoutube });
        },
        (error: unknown) => console.warn('The music player could not be loaded', error),
      );
    };
    if (playing) play();
    const element = h(
      'section',
      { 'aria-labelledby': 'music-title' },
      h('h2', { id: 'music-title', class: styles.eyebrowLight }, 'Nossa música'),
      song,
      video,
      onYoutube,
    );
    return { element, play, stop: () => (stopped = true) };
  },
};

const PARTS: readonly PartOfPage[] = [photos, celebration, counter, numbers, letter, voicePart, storyPart, chaptersPart, lettersPart, skyPart, music];
/**
 * What the tap's own task builds: the names and the photos. The rest joins in the next task, after the first frame: the
 * counter's first date in the couple's time zone alone costs a phone's CPU well over 100 ms (the browser loads its
 * time-zone data then), and the photo should not wait for it.
 */
const FIRST_FRAME: readonly PartOfPage[] = [photos];

/** "Responder com carinho" comes in its own chunk, asked for once the page is on screen. */
const loadReply = () => import('./page-reply.js');

/**
 * Shows the page itself in `root`, after 'Clique': names, photos, time together, our numbers, message, its voice, our story, music, hearts, the
 * owner's edit, and at the end "Responder com carinho" when the page takes replies. The tap shows the names and the
 * photos first; the other parts, the player and the hearts join a frame later, so the tap answers at
 * once (the tap still counts as the gesture that lets the music start: the page keeps its user activation). A save in
 * the owner's popup updates the parts that changed, and leaves the music playing if it is the same.
 */
export function showMemoryView(root: HTMLElement, first: PageContentResponse, notice: string | null = null): void {
  let playing = false;
  const names = h('h1', { tabindex: '-1', class: styles.names });
  const token = editTokenStore.get(first.id);
  const owner =
    token && ownerEdit({ memoryId: first.id, token, onSaved: (updated) => show(updated), onUnauthorized: () => editTokenStore.remove(first.id) });
  const header = h(
    'header',
    { class: styles.header },
    owner,
    icon({ class: styles.ornament, viewBox: '0 0 32 32', width: 28, height: 28 }, HEART_PATH),
    names,
  );
  // The owner's preview before the reveal date says so above everything.
  const main = h('main', { class: styles.main }, notice !== null && h('p', { class: styles.notice, role: 'status' }, notice), header);
  let shown: (Part & { key: string | null })[] = PARTS.map(() => ({ key: null, element: main.appendChild(document.createTextNode('')) }));
  let falling: HTMLElement | null = null;

  function show(page: PageContentResponse, only: readonly PartOfPage[] = PARTS): void {
    names.replaceChildren(`${page.yourName} `, h('span', { class: styles.and }, '&'), ` ${page.lovedName}`);
    shown = PARTS.map((part, i) => {
      const old = shown[i]!;
      if (!only.includes(part)) return old;
      const key = part.key(page);
      if (key === old.key) return old;
      old.stop?.();
      const next = { key, ...part.build(page, playing) };
      old.element.replaceWith(next.element);
      return next;
    });
    if (falling && falling.dataset.emoji !== page.fallingEmoji) falling.replaceWith((falling = fallingHearts(page.fallingEmoji)));
  }
  show(first, FIRST_FRAME);

  // The server names the shop in the page's head (og:site_name, SHOP_CONTENT's name); the build's file says memories.
  const shopName = () => document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') || 'memories';
  const page = h(
    'div',
    { class: styles.page },
    main,
    h('footer', { class: styles.footer }, h('a', { href: '/' }, 'Feito com ', h('strong', {}, shopName()), ' — crie a sua')),
  );
  root.replaceChildren(page);
  // The button that was tapped is gone: focus starts again at the top of the page, for keyboards and screen readers.
  names.focus({ preventScroll: true });
  // A first photo already here is decoded and drawn before the rest is built, so the rest's work cannot hold its frame back.
  const firstPhoto = main.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const photoDrawn = firstPhoto?.complete ? firstPhoto.decode().catch(() => undefined) : Promise.resolve();
  void photoDrawn.then(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        // An edit saved in between was shown whole already; else the rest of the first page joins now.
        if (shown.some((part) => part.key === null)) show(first);
        playing = true;
        for (const part of shown) part.play?.();
        page.append((falling = fallingHearts(first.fallingEmoji)));
        if (first.repliesOpen) {
          loadReply().then(
            ({ pageReply }) => main.append(pageReply(first.slug, first.id)),
            (error: unknown) => console.warn('The reply form could not be loaded', error),
          );
        }
      }, 0),
    ),
  );
}
