import { ImageIcon } from 'lucide-react';
import type { ImgHTMLAttributes } from 'react';
import { NO_PREVIEW_NOTE } from '../../../texts/photo-checks.pt-br.js';
import { WholePhoto } from './whole-photo.js';
import styles from './chosen-photo.module.css';

/** A photo the buyer chose, as a form shows it before it is sent. */
export interface ChosenPhotoView {
  /** Its object URL (or a data URL). */
  readonly url: string;
  /** The file's name, shown instead of the photo where the browser cannot draw it. */
  readonly name: string;
  /** False where this browser cannot draw it (an iPhone's HEIC outside Safari); drawn when missing. */
  readonly drawable?: boolean;
}

/** A line may break before the extension: "IMG_4321" then ".HEIC" on a narrow tile, rather than "IMG_4321.HEI" then "C". */
function breakableName(name: string) {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return name;
  return (
    <>
      {name.slice(0, dot)}
      <wbr />
      {name.slice(dot)}
    </>
  );
}

type ChosenPhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'src' | 'alt'> & {
  readonly photo: ChosenPhotoView;
  readonly alt: string;
};

/**
 * The chosen photo, whole in its frame (see `WholePhoto`); or, where the browser cannot draw it, a placeholder with the
 * file's name, so the buyer still sees which photo is there (the server decodes it, and the page shows it).
 */
export function ChosenPhoto({ photo, alt, ...image }: ChosenPhotoProps) {
  if (photo.drawable !== false) return <WholePhoto src={photo.url} alt={alt} {...image} />;
  return (
    <span
      className={styles.undrawn}
      role="img"
      aria-label={`${alt}: ${photo.name} (${NO_PREVIEW_NOTE.toLowerCase()})`}
      aria-hidden={image['aria-hidden']}
    >
      <span className={styles.content}>
        <ImageIcon size={22} aria-hidden="true" className={styles.icon} />
        <span className={styles.name} aria-hidden="true" title={photo.name}>
          {breakableName(photo.name)}
        </span>
        <span className={styles.note} aria-hidden="true">
          {NO_PREVIEW_NOTE}
        </span>
      </span>
    </span>
  );
}
