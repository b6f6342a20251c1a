import { ImagePlus, RotateCcw, Trash2, X } from 'lucide-react';
import { ImageFileInput } from '../../components/form/image-file-input.js';
import { BlurWarning } from '../../components/form/photo-notices.js';
import { ChosenPhoto } from '../../components/ui/chosen-photo.js';
import { WholePhoto } from '../../components/ui/whole-photo.js';
import { photoUrl } from '../../lib/api-client.js';
import type { NewPhoto } from './edit-state.js';
import styles from './memory-editor.module.css';

interface TileProps {
  readonly index: number;
  readonly disabled: boolean;
}

/** A photo on the page now; removing it asks first. */
export function KeptTile({ path, index, disabled, onAskRemoval }: TileProps & { path: string; onAskRemoval(path: string): void }) {
  return (
    <li className={styles.tile}>
      <WholePhoto src={photoUrl(path)} alt={`Foto ${index + 1} da página`} width={240} height={300} />
      <button
        type="button"
        className={styles.tileButton}
        onClick={() => onAskRemoval(path)}
        disabled={disabled}
        aria-label={`Remover foto ${index + 1}`}
      >
        <Trash2 size={20} aria-hidden="true" />
      </button>
    </li>
  );
}

/** Room left under the 'Nova' badge for the blur warning's strip. */
const ABOVE_WARNING = { bottom: 34 } as const;

/** A photo chosen in this visit, marked 'Nova' (and 'Pode ficar desfocada' when small); dropping it needs no confirmation. */
export function NewTile({
  photo,
  index,
  disabled,
  lowResolution,
  onDrop,
}: TileProps & { photo: NewPhoto; lowResolution: boolean; onDrop(key: string): void }) {
  return (
    <li className={styles.tile}>
      <ChosenPhoto
        photo={{ url: photo.previewUrl, name: photo.file.name, drawable: photo.drawable }}
        alt={`Nova foto ${index + 1}`}
        width={240}
        height={300}
      />
      {lowResolution && <BlurWarning />}
      <span className={styles.badge} style={lowResolution ? ABOVE_WARNING : undefined}>
        Nova
      </span>
      <button
        type="button"
        className={styles.tileButton}
        onClick={() => onDrop(photo.key)}
        disabled={disabled}
        aria-label={`Remover nova foto ${index + 1}`}
      >
        <X size={20} aria-hidden="true" />
      </button>
    </li>
  );
}

export function PreparingTile() {
  return (
    <li className={styles.tile}>
      <span className={styles.tilePreparing} role="status">
        <span className={styles.miniSpinner} aria-hidden="true" />
        Preparando foto...
      </span>
    </li>
  );
}

interface AddTileProps {
  readonly label: string;
  readonly multiple: boolean;
  readonly disabled: boolean;
  readonly describedBy: string | undefined;
  onAddFiles(files: File[]): void;
}

export function AddTile({ label, multiple, disabled, describedBy, onAddFiles }: AddTileProps) {
  return (
    <li className={styles.tile}>
      <label className={`${styles.addTile} ${disabled ? styles.addTileDisabled : ''}`}>
        <ImageFileInput className="visually-hidden" multiple={multiple} onFiles={onAddFiles} disabled={disabled} aria-describedby={describedBy} />
        <ImagePlus size={28} aria-hidden="true" />
        <span>{label}</span>
      </label>
    </li>
  );
}

/** 'Removidas ao salvar': what leaves with the next save, each with its 'Desfazer' while there is room for it. */
export function RemovedPhotos({
  removed,
  canRestore,
  onRestore,
}: {
  removed: readonly string[];
  canRestore: boolean;
  onRestore(path: string): void;
}) {
  return (
    <div className={styles.removed}>
      <h3 className={styles.removedTitle}>Removidas ao salvar</h3>
      <ul className={styles.removedList}>
        {removed.map((path, index) => (
          <li key={path} className={styles.removedItem}>
            <img className={styles.removedPhoto} src={photoUrl(path)} alt={`Foto removida ${index + 1}`} width={56} height={70} />
            <button
              type="button"
              className={styles.restore}
              onClick={() => onRestore(path)}
              disabled={!canRestore}
              aria-label={`Desfazer remoção da foto removida ${index + 1}`}
            >
              <RotateCcw size={16} aria-hidden="true" />
              Desfazer
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
