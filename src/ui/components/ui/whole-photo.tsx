import type { ImgHTMLAttributes } from 'react';
import styles from './whole-photo.module.css';

type WholePhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'src'> & { readonly src: string };

/**
 * A photo shown whole inside its frame (it fills the positioned parent): never cropped, whatever its shape, with a
 * blurred copy of itself filling the rest of the frame. The copy is the same address, so it costs no second download,
 * and it is hidden from assistive technology.
 */
export function WholePhoto({ src, loading, ...image }: WholePhotoProps) {
  return (
    <span className={styles.frame}>
      <img src={src} alt="" aria-hidden="true" className={styles.backdrop} loading={loading} decoding="async" draggable={false} />
      <img src={src} loading={loading} draggable={false} {...image} className={styles.photo} />
    </span>
  );
}
