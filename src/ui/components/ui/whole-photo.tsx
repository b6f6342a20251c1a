import type { ImgHTMLAttributes } from 'react';
import styles from './whole-photo.module.css';

type WholePhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'src'> & {
  readonly src: string;
  /** The blurred copy's address: a small width of the photo when there is one; the photo's own `src` otherwise. */
  readonly backdropSrc?: string;
};

/**
 * A photo shown whole inside its frame (it fills the positioned parent): never cropped, whatever its shape, with a
 * blurred copy of itself filling the rest of the frame, hidden from assistive technology. The copy is `backdropSrc`
 * (blurred, a small width looks the same and arrives first), or the same address as the photo, which costs no second
 * download. The photo itself may come in several widths (`srcSet`, `sizes`).
 */
export function WholePhoto({ src, backdropSrc = src, loading, ...image }: WholePhotoProps) {
  return (
    <span className={styles.frame}>
      <img src={backdropSrc} alt="" aria-hidden="true" className={styles.backdrop} loading={loading} decoding="async" draggable={false} />
      <img src={src} loading={loading} draggable={false} {...image} className={styles.photo} />
    </span>
  );
}
