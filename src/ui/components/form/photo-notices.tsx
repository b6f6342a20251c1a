import { CircleAlert, TriangleAlert, X } from 'lucide-react';
import { DISMISS_NOTICE } from '../../../texts/notices.pt-br.js';
import { LOW_RESOLUTION_DETAIL, LOW_RESOLUTION_WARNING } from '../../../texts/photo-checks.pt-br.js';
import styles from './photo-notices.module.css';

/**
 * Why chosen files were not taken, next to the photo picker: announced at once to screen readers, and kept until the
 * person closes them or picks again.
 */
export function PhotoNotices({ notices, onDismiss, id }: { notices: readonly string[]; onDismiss(): void; id?: string }) {
  if (notices.length === 0) return null;
  return (
    <div className={styles.notices}>
      <CircleAlert size={20} aria-hidden="true" className={styles.icon} />
      <div id={id} role="alert" className={styles.texts}>
        {notices.map((notice, index) => (
          <p key={index}>{notice}</p>
        ))}
      </div>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={DISMISS_NOTICE}>
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

/** On a photo's tile: the photo is small and may look blurred on the page (it is taken all the same). */
export function BlurWarning() {
  return (
    <span className={styles.blur} title={LOW_RESOLUTION_DETAIL}>
      <TriangleAlert size={13} aria-hidden="true" />
      <span aria-hidden="true">{LOW_RESOLUTION_WARNING}</span>
      <span className="visually-hidden">{LOW_RESOLUTION_DETAIL}</span>
    </span>
  );
}
