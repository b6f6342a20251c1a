import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MemoryRecordResponse, PublicPageResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { youtubeVideoId } from '../../../../domain/memory/youtube.js';
import { editTokenStore } from '../../../lib/edit-token-store.js';
import { FallingHearts } from './falling-hearts.js';
import styles from './memory-view.module.css';
import { OwnerEdit } from './owner-edit.js';
import { PhotoCarousel } from './photo-carousel.js';
import { TimeTogetherCounter } from './time-together-counter.js';

/** The music of a premium page, started by the 'Clique' tap (the iframe only exists after it). */
export const embedUrl = (videoId: string) => `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&playsinline=1`;

/**
 * The tap shows the page first; the player and the hearts join a frame later, so the tap answers at once. (The tap
 * still counts as the gesture that lets the music start: the page keeps its user activation.)
 */
function useSettled(title: RefObject<HTMLHeadingElement | null>): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // The button that was tapped is gone: focus starts again at the top of the page, for keyboards and screen readers.
    title.current?.focus({ preventScroll: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setSettled(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [title]);
  return settled;
}

/** A premium page's music: its player exists only once `open`, when the page has settled after the tap. */
function Music({ page, open }: { page: PublicPageResponse; open: boolean }) {
  const videoId = page.plan === 'premium' && page.youtube ? youtubeVideoId(page.youtube) : null;
  if (!videoId) return null;
  return (
    <section aria-labelledby="music-title">
      <h2 id="music-title" className={styles.eyebrowLight}>
        Nossa música
      </h2>
      <div className={styles.video}>
        {open && (
          <iframe
            src={embedUrl(videoId)}
            title={`Nossa música: vídeo do YouTube escolhido por ${page.yourName}`}
            allow="autoplay; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
          />
        )}
      </div>
    </section>
  );
}

interface MemoryViewProps {
  readonly page: PublicPageResponse;
  readonly onUpdated: (page: MemoryRecordResponse) => void;
}

/** The page itself, after 'Clique': names, photos, time together, message, music, hearts, and the owner's edit. */
export function MemoryView({ page, onUpdated }: MemoryViewProps) {
  const [token, setToken] = useState(() => editTokenStore.get(page.id));
  const names = `${page.yourName} e ${page.lovedName}`;
  const title = useRef<HTMLHeadingElement>(null);
  const settled = useSettled(title);

  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <header className={styles.header}>
          {token && (
            <OwnerEdit
              memoryId={page.id}
              token={token}
              onSaved={onUpdated}
              onUnauthorized={() => {
                editTokenStore.remove(page.id);
                setToken(null);
              }}
            />
          )}
          <svg className={styles.ornament} viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
            <path d="M16 28s-11-6.9-11-15A6 6 0 0 1 16 9.5 6 6 0 0 1 27 13c0 8.1-11 15-11 15z" />
          </svg>
          <h1 ref={title} tabIndex={-1} className={styles.names}>
            {page.yourName} <span className={styles.and}>&amp;</span> {page.lovedName}
          </h1>
        </header>

        <div className={styles.photos}>
          {page.photos.length > 0 && <PhotoCarousel key={page.photos.join('|')} photos={page.photos} names={names} />}
        </div>

        <TimeTogetherCounter datingSince={page.datingSince} />

        <section className={styles.letter} aria-labelledby="message-title">
          <h2 id="message-title" className={styles.eyebrow}>
            Uma mensagem para você
          </h2>
          <p className={styles.message}>{page.message}</p>
        </section>

        <Music page={page} open={settled} />
      </main>

      <footer className={styles.footer}>
        <a href="/">
          Feito com <strong>memories</strong> — crie a sua
        </a>
      </footer>

      {settled && <FallingHearts />}
    </div>
  );
}
