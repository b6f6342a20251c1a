import { ImageIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ChosenPhoto, type ChosenPhotoView } from '../../../components/ui/chosen-photo.js';
import styles from './memory-preview.module.css';

/** The preview's carousel turns every 2 s (spec section 9). */
export const PREVIEW_SLIDE_MS = 2000;

/** The chosen photos, turning, each shown whole (or by its name where the browser cannot draw it), or a placeholder until there is one. */
export function PreviewCarousel({ photos }: { photos: readonly ChosenPhotoView[] }) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), PREVIEW_SLIDE_MS);
    return () => clearInterval(timer);
  }, [count]);
  const shown = count === 0 ? 0 : index % count;

  if (count === 0) {
    return (
      <div className={styles.placeholder}>
        <ImageIcon size={34} aria-hidden="true" />
        <span>Suas fotos aparecem aqui</span>
      </div>
    );
  }
  return (
    <div className={styles.carousel} role="group" aria-roledescription="carrossel" aria-label="Fotos da prévia">
      <div className={styles.track} style={{ transform: `translateX(-${shown * 100}%)` }}>
        {photos.map((photo, i) => (
          <div key={photo.url} className={styles.slide}>
            <ChosenPhoto photo={photo} alt={`Foto ${i + 1} de ${count}`} aria-hidden={i !== shown} width={300} height={375} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {photos.map((photo, i) => (
            <span key={photo.url} className={i === shown ? styles.dotActive : styles.dot} />
          ))}
        </div>
      )}
    </div>
  );
}
