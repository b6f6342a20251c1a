import { useEffect, useState } from 'react';
import { WholePhoto } from '../../../components/ui/whole-photo.js';
import { carouselPhoto, preloadCarouselPhoto } from './carousel-photo.js';
import { AUTO_ADVANCE_MS, useGestures } from './use-carousel.js';
import styles from './photo-carousel.module.css';

interface PhotoCarouselProps {
  readonly photos: readonly string[];
  /** Who the photos are of, for their text alternative ("Ana e João"). */
  readonly names: string;
}

/**
 * The photos, one at a time: swipe on touch or drag with the mouse (60 px), dots, arrows, and a move every 10 s that
 * wraps around. Any move, the user's included, restarts the 10 s, so a swipe is never followed at once by another.
 */
// eslint-disable-next-line max-lines-per-function -- a few lines over on purpose: one more split grows the public page's script
export function PhotoCarousel({ photos, names }: PhotoCarouselProps) {
  const count = photos.length;
  const [index, setIndex] = useState(0);
  const go = (to: number) => setIndex(((to % count) + count) % count);
  const [dragPx, held, carouselHandlers, viewportHandlers] = useGestures(count, (step) => go(index + step));

  useEffect(() => {
    if (count < 2 || held) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [index, count, held]);

  // The next photo is fetched while this one shows (in the width this screen takes), so it is there when the carousel moves.
  useEffect(() => {
    if (count > 1) preloadCarouselPhoto(photos[(index + 1) % count]!);
  }, [index, count, photos]);

  return (
    <section className={styles.carousel} aria-roledescription="carrossel" aria-label={`Fotos de ${names}`} {...carouselHandlers}>
      <div className={styles.viewport} data-dragging={dragPx !== null || undefined} {...viewportHandlers}>
        <div className={styles.track} style={{ transform: `translate3d(calc(${-index * 100}% + ${dragPx ?? 0}px), 0, 0)` }}>
          {photos.map((photo, i) => (
            <div
              key={photo}
              className={styles.slide}
              role="group"
              aria-roledescription="foto"
              aria-label={`${i + 1} de ${count}`}
              aria-hidden={i !== index || undefined}
            >
              <WholePhoto
                {...carouselPhoto(photo)}
                alt={`${names}, foto ${i + 1} de ${count}`}
                width={800}
                height={1000}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={() => go(index - 1)} aria-label="Foto anterior">
              <Chevron />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(index + 1)} aria-label="Próxima foto">
              <Chevron />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {photos.map((photo, i) => (
            <button
              key={photo}
              type="button"
              className={styles.dot}
              onClick={() => go(i)}
              aria-label={`Ver foto ${i + 1} de ${count}`}
              aria-current={i === index || undefined}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function Chevron() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
