import { ImagePlus, Info, RotateCcw, Trash2, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { photoUrl } from '../../lib/api-client.js';
import { photoLimitReached } from '../../lib/messages.pt-br.js';
import type { NewPhoto } from './edit-state.js';
import styles from './memory-editor.module.css';

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
  onAskRemoval(path: string): void;
  onRestore(path: string): void;
  onDropNew(key: string): void;
  onAddFiles(files: File[]): void;
}

/** Current photos (removable after a confirmation), newly chosen ones (droppable), the add button and the limit note. */
export function PhotoManager(props: PhotoManagerProps) {
  const { kept, removed, added, preparing, limit, remaining, multiple, addLabel, disabled, error } = props;
  const headingId = useId();
  const errorId = useId();
  const total = kept.length + added.length;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again (after dropping it) still counts as a change.
    event.target.value = '';
    if (files.length > 0) props.onAddFiles(files);
  };

  return (
    <section className={styles.photos} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Fotos
        </h2>
        <span className={styles.count}>
          {total} de {limit}
        </span>
      </div>

      <ul className={styles.photoGrid} aria-label="Fotos da página">
        {kept.map((path, index) => (
          <li key={path} className={styles.tile}>
            <img className={styles.tilePhoto} src={photoUrl(path)} alt={`Foto ${index + 1} da página`} width={240} height={300} />
            <button
              type="button"
              className={styles.tileButton}
              onClick={() => props.onAskRemoval(path)}
              disabled={disabled}
              aria-label={`Remover foto ${index + 1}`}
            >
              <Trash2 size={20} aria-hidden="true" />
            </button>
          </li>
        ))}
        {added.map((photo, index) => (
          <li key={photo.key} className={styles.tile}>
            <img className={styles.tilePhoto} src={photo.previewUrl} alt={`Nova foto ${index + 1}`} width={240} height={300} />
            <span className={styles.badge}>Nova</span>
            <button
              type="button"
              className={styles.tileButton}
              onClick={() => props.onDropNew(photo.key)}
              disabled={disabled}
              aria-label={`Remover nova foto ${index + 1}`}
            >
              <X size={20} aria-hidden="true" />
            </button>
          </li>
        ))}
        {Array.from({ length: preparing }, (_, index) => (
          <li key={`preparing-${index}`} className={styles.tile}>
            <span className={styles.tilePreparing} role="status">
              <span className={styles.miniSpinner} aria-hidden="true" />
              Preparando foto...
            </span>
          </li>
        ))}
        {remaining > 0 && (
          <li className={styles.tile}>
            <label className={`${styles.addTile} ${disabled ? styles.addTileDisabled : ''}`}>
              <input
                className="visually-hidden"
                type="file"
                accept="image/*"
                multiple={multiple}
                onChange={choose}
                disabled={disabled}
                aria-describedby={error ? errorId : undefined}
              />
              <ImagePlus size={28} aria-hidden="true" />
              <span>{addLabel}</span>
            </label>
          </li>
        )}
      </ul>

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

      {removed.length > 0 && (
        <div className={styles.removed}>
          <h3 className={styles.removedTitle}>Removidas ao salvar</h3>
          <ul className={styles.removedList}>
            {removed.map((path, index) => (
              <li key={path} className={styles.removedItem}>
                <img className={styles.removedPhoto} src={photoUrl(path)} alt={`Foto removida ${index + 1}`} width={56} height={70} />
                <button
                  type="button"
                  className={styles.restore}
                  onClick={() => props.onRestore(path)}
                  disabled={disabled || remaining === 0}
                  aria-label={`Desfazer remoção da foto removida ${index + 1}`}
                >
                  <RotateCcw size={16} aria-hidden="true" />
                  Desfazer
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
