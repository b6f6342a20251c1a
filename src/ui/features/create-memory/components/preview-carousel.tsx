import { ImageIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { WholePhoto } from '../../../components/ui/whole-photo.js';
import styles from './memory-preview.module.css';

/** The preview's carousel turns every 2 s (spec section 9). */
export const PREVIEW_SLIDE_MS = 2000;

/** The chosen photos, turning, each shown whole, or a placeholder until there is one. */
export function PreviewCarousel({ urls }: { urls: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const count = urls.length;
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
    <div className={styles.carousel} aria-roledescription="carrossel" aria-label="Fotos da prévia">
      <div className={styles.track} style={{ transform: `translateX(-${shown * 100}%)` }}>
        {urls.map((url, i) => (
          <div key={url} className={styles.slide}>
            <WholePhoto src={url} alt={`Foto ${i + 1} de ${count}`} aria-hidden={i !== shown} width={300} height={375} />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {urls.map((url, i) => (
            <span key={url} className={i === shown ? styles.dotActive : styles.dot} />
          ))}
        </div>
      )}
    </div>
  );
}
