import { Heart } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { MemoryRecordResponse } from '../../../adapters/http/contract/memories.contract.js';
import { MESSAGE_MAX_LENGTH } from '../../../domain/memory/memory-details.js';
import { memorySlug } from '../../../domain/memory/memory-slug.js';
import { isValidEditYoutubeLink } from '../../../domain/memory/youtube.js';
import { PLANS } from '../../../domain/plan/plan.js';
import { Button, ButtonLink } from '../../components/ui/button.js';
import { Spinner } from '../../components/ui/spinner.js';
import { EnsureToastProvider, useToast } from '../../components/ui/toast.js';
import { ApiError, photoUrl } from '../../lib/api-client.js';
import { MESSAGES } from '../../lib/messages.pt-br.js';
import { fetchOwnedMemory, updateOwnedMemory } from './api/owned-memory.js';
import { ConfirmRemovalDialog } from './confirm-removal-dialog.js';
import { downscalePhoto } from '../../lib/downscale-photo.js';
import {
  addPhotoLabel,
  datingSinceToSend,
  editStateOf,
  photoLimitOf,
  remainingSlots,
  todayInputValue,
  type EditState,
  type NewPhoto,
} from './edit-state.js';
import styles from './memory-editor.module.css';
import { PhotoManager } from './photo-manager.js';

export interface MemoryEditorProps {
  readonly memoryId: string;
  readonly token: string;
  /** The record when the caller already has it; null makes the editor load it (GET /api/update/{id}). */
  readonly initial: MemoryRecordResponse | null;
  /** 'page': the edit page, two columns from 768 px; 'popup': one column that fits a dialog on a phone. */
  readonly layout: 'page' | 'popup';
  onSaved(updated: MemoryRecordResponse): void;
  onCancel(): void;
  /** The token was refused (401 or 403). */
  onUnauthorized(): void;
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The public address of a memory: /{slug}/{id}, the slug built from the two names. */
export const publicPathOf = (memory: MemoryRecordResponse) => `/${memorySlug(memory.yourName, memory.lovedName)}/${memory.id}`;

/**
 * The spec's save-failure sentence. A 4xx answer also carries the server's Portuguese sentence saying what to fix
 * (a date in the future, a photo that is not an image…), so it is appended; other failures keep the spec's text.
 */
export function saveFailedText(error: unknown): string {
  const detail = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.serverMessage : null;
  return detail && detail !== MESSAGES.editSaveFailed ? `${MESSAGES.editSaveFailed} ${detail}` : MESSAGES.editSaveFailed;
}

/**
 * The owner's editor of a memory (message, start date, music link, photos), used by the edit page and by the public
 * page's edit popup. Light on purpose: no router, icons one by one, its own toasts when the app's are not around.
 */
export function MemoryEditor(props: MemoryEditorProps) {
  return (
    <EnsureToastProvider>
      <MemoryEditorContent {...props} />
    </EnsureToastProvider>
  );
}

function MemoryEditorContent(props: MemoryEditorProps) {
  const { memoryId, token, initial } = props;
  const toast = useToast();
  const [memory, setMemory] = useState<MemoryRecordResponse | null>(initial);
  const [loadError, setLoadError] = useState<{ detail: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const callbacks = useRef(props);
  callbacks.current = props;
  const toastRef = useRef(toast);
  toastRef.current = toast;

  useEffect(() => {
    if (memory) return;
    const controller = new AbortController();
    setLoadError(null);
    fetchOwnedMemory(memoryId, token, controller.signal).then(
      (loaded) => setMemory(loaded),
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        if (isUnauthorized(error)) {
          callbacks.current.onUnauthorized();
          return;
        }
        toastRef.current.error(MESSAGES.editLoadFailed);
        // A page that is gone (404) or has ended (410) will not load on a retry: say why.
        const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
        setLoadError({ detail: gone ? error.serverMessage : null });
      },
    );
    return () => controller.abort();
    // `attempt` re-runs the load after a failure.
  }, [memory, memoryId, token, attempt]);

  const saved = useCallback((updated: MemoryRecordResponse) => {
    setMemory(updated);
    callbacks.current.onSaved(updated);
  }, []);

  return (
    <div className={`${styles.editor} ${props.layout === 'page' ? styles.pageLayout : styles.popupLayout}`}>
      {memory ? (
        <EditorForm
          memory={memory}
          token={token}
          layout={props.layout}
          toast={toast}
          onSaved={saved}
          onCancel={() => callbacks.current.onCancel()}
          onUnauthorized={() => callbacks.current.onUnauthorized()}
        />
      ) : loadError ? (
        <div className={styles.loadFailed}>
          <p>{loadError.detail ?? MESSAGES.editLoadFailed}</p>
          {!loadError.detail && (
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              Tentar novamente
            </Button>
          )}
        </div>
      ) : (
        <Spinner label={MESSAGES.loading} />
      )}
    </div>
  );
}

interface EditorFormProps {
  readonly memory: MemoryRecordResponse;
  readonly token: string;
  readonly layout: 'page' | 'popup';
  readonly toast: ReturnType<typeof useToast>;
  onSaved(updated: MemoryRecordResponse): void;
  onCancel(): void;
  onUnauthorized(): void;
}

type Status = 'editing' | 'saving' | 'saved';

let photoKeys = 0;

function EditorForm({ memory, token, layout, toast, onSaved, onCancel, onUnauthorized }: EditorFormProps) {
  const [state, setState] = useState<EditState>(() => editStateOf(memory));
  const [status, setStatus] = useState<Status>('editing');
  const [preparing, setPreparing] = useState(0);
  const [progress, setProgress] = useState(0);
  const [youtubeTouched, setYoutubeTouched] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [askingRemoval, setAskingRemoval] = useState<string | null>(null);
  const youtubeRef = useRef<HTMLInputElement>(null);
  const ids = { date: useId(), message: useId(), messageHint: useId(), youtube: useId(), youtubeHint: useId(), youtubeError: useId() };

  // Object URLs of the new photos' thumbnails are released when the editor goes away.
  const addedRef = useRef(state.added);
  addedRef.current = state.added;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      addedRef.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
    };
  }, []);

  const premium = memory.plan === 'premium';
  const limit = photoLimitOf(memory);
  const remaining = Math.max(0, remainingSlots(memory, state) - preparing);
  const youtubeValid = !premium || isValidEditYoutubeLink(state.youtube);
  const showYoutubeError = premium && youtubeTouched && !youtubeValid;
  const busy = status !== 'editing';

  const update = (change: Partial<EditState>) => setState((current) => ({ ...current, ...change }));

  const addFiles = async (files: File[]) => {
    // Images only, and never past the plan's limit: extra files are silently left out (spec section 5).
    const chosen = files.filter((file) => file.type === '' || file.type.startsWith('image/')).slice(0, remaining);
    if (chosen.length === 0) return;
    setPhotoError(null);
    setPreparing((n) => n + chosen.length);
    const prepared = await Promise.all(chosen.map((file) => downscalePhoto(file)));
    if (!mounted.current) return;
    const photos: NewPhoto[] = prepared.map((file) => ({ key: `new-${++photoKeys}`, file, previewUrl: URL.createObjectURL(file) }));
    setPreparing((n) => n - chosen.length);
    setState((current) => ({ ...current, added: [...current.added, ...photos] }));
  };

  const dropNew = (key: string) => {
    const photo = state.added.find((candidate) => candidate.key === key);
    if (photo) URL.revokeObjectURL(photo.previewUrl);
    update({ added: state.added.filter((candidate) => candidate.key !== key) });
  };

  const confirmRemoval = () => {
    const path = askingRemoval;
    setAskingRemoval(null);
    if (!path) return;
    setState((current) => ({
      ...current,
      kept: current.kept.filter((candidate) => candidate !== path),
      removed: current.removed.includes(path) ? current.removed : [...current.removed, path],
    }));
  };

  const restore = (path: string) => {
    if (remaining === 0) return;
    setState((current) => ({
      ...current,
      kept: [...current.kept, path],
      removed: current.removed.filter((candidate) => candidate !== path),
    }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || preparing > 0) return;
    if (!youtubeValid) {
      setYoutubeTouched(true);
      youtubeRef.current?.focus();
      return;
    }
    if (state.kept.length + state.added.length === 0) {
      setPhotoError(MESSAGES.photoRequired);
      return;
    }
    setStatus('saving');
    setProgress(0);
    try {
      const updated = await updateOwnedMemory(
        memory.id,
        token,
        {
          message: state.message,
          datingSince: datingSinceToSend(memory.datingSince, state.date),
          youtube: premium ? state.youtube.trim() : '',
          removedPhotos: state.removed,
          photos: state.added.map((photo) => photo.file),
        },
        setProgress,
      );
      state.added.forEach((photo) => URL.revokeObjectURL(photo.previewUrl));
      setState(editStateOf(updated));
      setYoutubeTouched(false);
      // The page leaves for the public page 1.5 s later: no second save meanwhile. The popup stays editable.
      setStatus(layout === 'page' ? 'saved' : 'editing');
      toast.success(MESSAGES.editSaved);
      onSaved(updated);
    } catch (error) {
      setStatus('editing');
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      toast.error(saveFailedText(error));
    }
  };

  const uploading = status === 'saving' && state.added.length > 0;

  return (
    <form className={styles.form} onSubmit={save} noValidate aria-busy={status === 'saving'}>
      {layout === 'page' && (
        <div className={styles.couple}>
          {memory.photos[0] && <img className={styles.coupleAvatar} src={photoUrl(memory.photos[0])} alt="" width={56} height={56} />}
          <div>
            <p className={styles.coupleNames}>
              {memory.yourName}
              <Heart className={styles.coupleHeart} size={18} aria-hidden="true" fill="currentColor" />
              <span className="visually-hidden"> e </span>
              {memory.lovedName}
            </p>
            <p className={styles.couplePlan}>{PLANS[memory.plan].title}</p>
          </div>
        </div>
      )}

      <div className={styles.columns}>
        <section className={styles.fields} aria-label="Dados da página">
          <div className={styles.field}>
            <label htmlFor={ids.date} className={styles.label}>
              Data de início do relacionamento
            </label>
            <input
              id={ids.date}
              className={styles.input}
              type="date"
              value={state.date}
              max={todayInputValue()}
              onChange={(event) => update({ date: event.target.value })}
              disabled={busy}
            />
          </div>

          <div className={styles.field}>
            <label htmlFor={ids.message} className={styles.label}>
              Mensagem
            </label>
            <textarea
              id={ids.message}
              className={`${styles.input} ${styles.textarea}`}
              value={state.message}
              maxLength={MESSAGE_MAX_LENGTH}
              rows={layout === 'page' ? 7 : 5}
              onChange={(event) => update({ message: event.target.value })}
              aria-describedby={ids.messageHint}
              disabled={busy}
            />
            <p id={ids.messageHint} className={styles.hint}>
              {state.message.length}/{MESSAGE_MAX_LENGTH} caracteres
            </p>
          </div>

          {premium && (
            <div className={styles.field}>
              <label htmlFor={ids.youtube} className={styles.label}>
                Link da música no YouTube <span className={styles.optional}>(opcional)</span>
              </label>
              <input
                id={ids.youtube}
                ref={youtubeRef}
                className={styles.input}
                type="text"
                inputMode="url"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="https://www.youtube.com/watch?v=..."
                value={state.youtube}
                onChange={(event) => update({ youtube: event.target.value })}
                onBlur={() => setYoutubeTouched(true)}
                aria-invalid={showYoutubeError}
                aria-describedby={showYoutubeError ? `${ids.youtubeError} ${ids.youtubeHint}` : ids.youtubeHint}
                disabled={busy}
              />
              {showYoutubeError && (
                <p id={ids.youtubeError} className={styles.fieldError} role="alert">
                  {MESSAGES.youtubeInvalid}
                </p>
              )}
              <p id={ids.youtubeHint} className={styles.hint}>
                Cole o link de um vídeo (youtube.com/watch?v=… ou youtu.be/…). Deixe em branco para ficar sem música.
              </p>
            </div>
          )}
        </section>

        <PhotoManager
          kept={state.kept}
          removed={state.removed}
          added={state.added}
          preparing={preparing}
          limit={limit}
          remaining={remaining}
          multiple={premium}
          addLabel={addPhotoLabel(memory, remaining)}
          disabled={busy}
          error={photoError}
          onAskRemoval={setAskingRemoval}
          onRestore={restore}
          onDropNew={dropNew}
          onAddFiles={(files) => void addFiles(files)}
        />
      </div>

      <div className={styles.actions}>
        {uploading && (
          <progress className={styles.progress} value={progress} max={1} aria-label="Enviando fotos">
            {Math.round(progress * 100)}%
          </progress>
        )}
        <div className={styles.buttons}>
          {layout === 'page' ? (
            <ButtonLink variant="secondary" href={publicPathOf(memory)} aria-disabled={busy || undefined}>
              Cancelar
            </ButtonLink>
          ) : (
            <Button variant="secondary" onClick={onCancel} disabled={status === 'saving'}>
              Cancelar
            </Button>
          )}
          <Button type="submit" disabled={busy || preparing > 0}>
            {status === 'saving' ? MESSAGES.saving : 'Salvar alterações'}
          </Button>
        </div>
      </div>

      <ConfirmRemovalDialog
        photoSrc={askingRemoval ? photoUrl(askingRemoval) : null}
        onConfirm={confirmRemoval}
        onClose={() => setAskingRemoval(null)}
      />
    </form>
  );
}
