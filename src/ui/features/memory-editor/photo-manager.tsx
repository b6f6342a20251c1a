import { Info } from 'lucide-react';
import { useId } from 'react';
import { PhotoNotices } from '../../components/form/photo-notices.js';
import { photoLimitReached } from '../../../texts/messages.pt-br.js';
import type { NewPhoto } from './edit-state.js';
import styles from './memory-editor.module.css';
import { AddTile, KeptTile, NewTile, PreparingTile, RemovedPhotos } from './photo-tiles.js';

interface PhotoManagerProps {
  readonly kept: readonly string[];
  readonly removed: readonly string[];
  readonly added: readonly NewPhoto[];
  /** Photos being prepared (downscaled) right now. */
  readonly preparing: number;
  readonly limit: number;
  readonly remaining: number;
  readonly multiple: boolean;
  readonly addLabel: string;
  readonly disabled: boolean;
  readonly error: string | null;
  /** Why chosen files were not taken (not images, unreadable, too large, beyond the plan), until dismissed. */
  readonly notices?: readonly string[];
  /** The keys of new photos small enough to look blurred. */
  readonly lowResolution?: ReadonlySet<string>;
  onDismissNotices?(): void;
  onAskRemoval(path: string): void;
  onRestore(path: string): void;
  onDropNew(key: string): void;
  onAddFiles(files: File[]): void;
}

/** Current photos (removable after a confirmation), newly chosen ones (droppable), the add button and the limit note. */
export function PhotoManager(props: PhotoManagerProps) {
  const { kept, removed, added, preparing, limit, remaining, disabled, error } = props;
  const headingId = useId();
  const errorId = useId();
  const noticesId = useId();
  const notices = props.notices ?? [];
  const describedBy = [error ? errorId : undefined, notices.length > 0 ? noticesId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <section className={styles.photos} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Fotos
        </h2>
        <span className={styles.count}>
          {kept.length + added.length} de {limit}
        </span>
      </div>

      <ul className={styles.photoGrid}>
        {kept.map((path, index) => (
          <KeptTile key={path} path={path} index={index} disabled={disabled} onAskRemoval={props.onAskRemoval} />
        ))}
        {added.map((photo, index) => (
          <NewTile
            key={photo.key}
            photo={photo}
            index={index}
            disabled={disabled}
            lowResolution={props.lowResolution?.has(photo.key) ?? false}
            onDrop={props.onDropNew}
          />
        ))}
        {Array.from({ length: preparing }, (_, index) => (
          <PreparingTile key={`preparing-${index}`} />
        ))}
        {remaining > 0 && (
          <AddTile label={props.addLabel} multiple={props.multiple} disabled={disabled} describedBy={describedBy} onAddFiles={props.onAddFiles} />
        )}
      </ul>

      <PhotoNotices id={noticesId} notices={notices} onDismiss={() => props.onDismissNotices?.()} />
      {remaining === 0 && preparing === 0 && (
        <p className={styles.note}>
          <Info size={18} aria-hidden="true" />
          {photoLimitReached(limit)}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
      {removed.length > 0 && <RemovedPhotos removed={removed} canRestore={!disabled && remaining > 0} onRestore={props.onRestore} />}
    </section>
  );
}
