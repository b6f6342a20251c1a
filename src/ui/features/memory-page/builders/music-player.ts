import { MUSIC_PLAYER_TEXT } from '../../../../texts/music-player.pt-br.js';
import { h } from '../dom.js';
import styles from './music-player.module.css';

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
/** Where the embedded player's messages come from (it may answer from either host). */
const PLAYER_ORIGINS: ReadonlySet<string> = new Set([EMBED_ORIGIN, 'https://www.youtube.com']);
/** `enablejsapi` and `origin` let the player tell this page about its errors, through postMessage. */
const embedUrl = (videoId: string) =>
  `${EMBED_ORIGIN}/embed/${videoId}?autoplay=1&playsinline=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`;

/**
 * Once loaded, the page says it listens until the player answers, as YouTube's own IFrame API does (every 250 ms); a
 * player loaded that never answers in that time (a network that blocks it) is taken as failed.
 */
const LISTEN_EVERY_MS = 250;
const LISTEN_TIMES = 40;

export interface MusicPlayerOptions {
  readonly videoId: string;
  readonly title: string;
  /** Where the player goes: hidden, with the player taken out, when it fails (a dead grey box helps nobody). */
  readonly screen: HTMLElement;
  /** The "Ouvir no YouTube" link beside the player, made prominent when the player fails. */
  readonly fallback: HTMLAnchorElement;
}

interface PlayerMessage {
  readonly event?: unknown;
}

function messageOf(data: unknown): PlayerMessage | null {
  if (typeof data !== 'string') return typeof data === 'object' && data !== null ? (data as PlayerMessage) : null;
  try {
    return JSON.parse(data) as PlayerMessage;
  } catch {
    return null;
  }
}

/** The player failed: it leaves the page with its screen, the recipient is told, and YouTube itself is offered clearly. */
function offerYoutube(frame: HTMLIFrameElement, { screen, fallback }: MusicPlayerOptions): void {
  if (fallback.classList.contains(styles.failed!)) return;
  frame.remove();
  screen.hidden = true;
  fallback.classList.add(styles.failed!);
  fallback.before(h('p', { class: styles.failedNote, role: 'status' }, MUSIC_PLAYER_TEXT.playerFailed));
}

/**
 * The music's embedded player, put in its screen after the recipient's tap on "Clique" (its own chunk: the first paint
 * never loads it). It listens to the player's messages (YouTube's `onError`: a video made private or unembeddable
 * since, a region it is blocked in) and then offers "Ouvir no YouTube" prominently in place of the player.
 */
export function musicPlayer(options: MusicPlayerOptions): void {
  const { videoId, title } = options;
  const frame = h('iframe', {
    src: embedUrl(videoId),
    title,
    allow: 'autoplay; encrypted-media',
    referrerpolicy: 'strict-origin-when-cross-origin',
    allowfullscreen: true,
  });
  let heard = false;
  const say = (message: Record<string, unknown>) =>
    frame.contentWindow?.postMessage(JSON.stringify({ ...message, id: 1, channel: 'widget' }), EMBED_ORIGIN);
  const listen = () => {
    say({ event: 'listening' });
    say({ event: 'command', func: 'addEventListener', args: ['onError'] });
  };
  const onMessage = (event: MessageEvent) => {
    if (!frame.isConnected) return window.removeEventListener('message', onMessage);
    if (event.source !== frame.contentWindow || !PLAYER_ORIGINS.has(event.origin)) return;
    const message = messageOf(event.data);
    if (!heard) listen();
    heard = true;
    if (message?.event === 'onError') offerYoutube(frame, options);
  };
  window.addEventListener('message', onMessage);
  frame.addEventListener('load', () => {
    let times = 0;
    listen();
    const timer = setInterval(() => {
      if (heard || !frame.isConnected) return clearInterval(timer);
      if (++times < LISTEN_TIMES) return listen();
      clearInterval(timer);
      offerYoutube(frame, options);
    }, LISTEN_EVERY_MS);
  });
  options.screen.append(frame);
}
