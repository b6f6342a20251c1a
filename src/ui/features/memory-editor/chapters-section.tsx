import { useState } from 'react';
import type { ChapterView, OwnedChaptersResponse } from '../../../adapters/http/contract/chapters.contract.js';
import {
  assertChapterPhotoCount,
  CHAPTER_PHOTOS_MAX,
  CHAPTERS_SECTION_ID,
  CHAPTER_TEXT_MAX,
  CHAPTER_TITLE_MAX,
  validChapter,
} from '../../../domain/chapters/page-chapter.js';
import { CHAPTERS_TEXT as TEXT } from '../../../texts/chapters.pt-br.js';
import { describedBy, Field } from '../../components/form/field.js';
import { Button } from '../../components/ui/button.js';
import { photoUrl } from '../../lib/api-client.js';
import { downscalePhoto } from '../../lib/downscale-photo.js';
import { domainRuleSentence } from '../memory-form/field-rules.js';
import { ActionsWithRemoval } from './actions-with-removal.js';
import { EDITOR_LOOK } from './editor-look.js';
import box from './owner-section.module.css';
import { usePageChapters } from './use-page-chapters.js';
import { OwnerSection } from './owner-section.js';
import styles from './chapters-section.module.css';

/** Which form is open: none, the new chapter of a year, or the change of one. */
type Editing = null | { readonly year: number; readonly current: ChapterView | null };

/** "Um novo capítulo" on the owner's edit page: the chapters by year, adding the year's one from its anniversary on, changing or removing one. */
export function ChaptersSection({ memoryId, token }: { readonly memoryId: string; readonly token: string }) {
  const { chapters, loadFailed, saving, notice, save, remove } = usePageChapters(memoryId, token);
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <OwnerSection
      id={CHAPTERS_SECTION_ID}
      titleId="chapters-title"
      title={TEXT.heading}
      intro={TEXT.editorIntro}
      loadFailed={loadFailed ? TEXT.loadFailed : null}
      busy={saving || (!chapters && !loadFailed)}
      notice={notice}
    >
      {chapters && (
        <>
          <ul className={styles.list}>
            {chapters.chapters.map((chapter) =>
              editing?.current?.year === chapter.year ? (
                <li key={chapter.year} className={styles.chapter}>
                  <ChapterForm editing={editing} saving={saving} onSave={save} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <ChapterItem
                  key={chapter.year}
                  chapter={chapter}
                  saving={saving || editing !== null}
                  onEdit={() => setEditing({ year: chapter.year, current: chapter })}
                  onRemove={() => void remove(chapter.year)}
                />
              ),
            )}
          </ul>
          <NewChapter chapters={chapters} editing={editing} saving={saving} onOpen={setEditing} onSave={save} />
        </>
      )}
    </OwnerSection>
  );
}

/** The newest year still without its chapter, its button or its form; before the first anniversary, when it opens. */
function NewChapter(props: {
  chapters: OwnedChaptersResponse;
  editing: Editing;
  saving: boolean;
  onOpen: (editing: Editing) => void;
  onSave: ReturnType<typeof usePageChapters>['save'];
}) {
  const { chapters, editing } = props;
  const year = chapters.openYears[0];
  if (editing !== null && editing.current === null) {
    return <ChapterForm editing={editing} saving={props.saving} onSave={props.onSave} onDone={() => props.onOpen(null)} />;
  }
  // Every year so far has its chapter: when the next one opens.
  if (year === undefined) return <p className={box.text}>{TEXT.editorNoneYet(chapters.yearsCompleted + 1)}</p>;
  return (
    <Button variant="secondary" onClick={() => props.onOpen({ year, current: null })} disabled={props.saving || editing !== null}>
      {TEXT.addChapter(year)}
    </Button>
  );
}

function ChapterItem(props: { chapter: ChapterView; saving: boolean; onEdit: () => void; onRemove: () => void }) {
  const { chapter, saving } = props;
  return (
    <li className={styles.chapter}>
      <p className={styles.year}>
        {TEXT.chapterOf(chapter.year)}
        {chapter.isNew && <span className={styles.badge}>{TEXT.newBadge}</span>}
      </p>
      <p className={styles.title}>{chapter.title}</p>
      <div className={styles.photos}>
        {chapter.photos.map((photo, i) => (
          <img key={photo.url} className={styles.photo} src={photoUrl(photo.url)} alt={TEXT.photoAlt(chapter.year, i + 1)} />
        ))}
      </div>
      {/* Plain text: React escapes it, and the line breaks show as written. */}
      <p className={styles.text}>{chapter.text}</p>
      <ActionsWithRemoval
        removeLabel={TEXT.remove}
        confirmText={TEXT.confirmRemove(chapter.year)}
        cancelLabel={TEXT.cancel}
        saving={saving}
        onRemove={props.onRemove}
      >
        <Button variant="secondary" onClick={props.onEdit} disabled={saving}>
          {TEXT.edit}
        </Button>
      </ActionsWithRemoval>
    </li>
  );
}

/** A chapter's title, text and photos, checked by the domain's rules before it goes; photos copied at 1600 px as the editor's. */
function ChapterForm(props: {
  editing: NonNullable<Editing>;
  saving: boolean;
  onSave: ReturnType<typeof usePageChapters>['save'];
  onDone: () => void;
}) {
  const { year, current } = props.editing;
  const [title, setTitle] = useState(current?.title ?? '');
  const [text, setText] = useState(current?.text ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [tried, setTried] = useState(false);
  const problem =
    domainRuleSentence(() => validChapter({ title, text })) ??
    (current && photos.length === 0 ? null : domainRuleSentence(() => assertChapterPhotoCount(photos.length)));
  const error = tried ? problem : null;
  const submit = async () => {
    setTried(true);
    if (problem !== null) return;
    const copies = await Promise.all(photos.map((photo) => downscalePhoto(photo)));
    if (await props.onSave({ year, title, text, photos: copies }, current !== null)) props.onDone();
  };
  return (
    <div className={box.form}>
      <p className={styles.year}>{TEXT.chapterOf(year)}</p>
      <ChapterFields year={year} change={current !== null} title={title} text={text} error={error} on={{ setTitle, setText, setPhotos }} />
      <div className={box.actions}>
        <Button onClick={() => void submit()} disabled={props.saving}>
          {props.saving ? TEXT.saving : TEXT.save}
        </Button>
        <Button variant="ghost" onClick={props.onDone} disabled={props.saving}>
          {TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}

/** The chapter's title, text and photos; the domain's refusal shows under the photos, the last field. */
function ChapterFields(props: {
  year: number;
  change: boolean;
  title: string;
  text: string;
  error: string | null;
  on: { setTitle: (value: string) => void; setText: (value: string) => void; setPhotos: (files: File[]) => void };
}) {
  const { year, error, on } = props;
  const photosId = `chapter-${year}-photos`;
  return (
    <>
      <Field id={`chapter-${year}-title`} label={TEXT.titleField} look={EDITOR_LOOK}>
        <input
          id={`chapter-${year}-title`}
          className={EDITOR_LOOK.input}
          maxLength={CHAPTER_TITLE_MAX * 2}
          value={props.title}
          onChange={(event) => on.setTitle(event.target.value)}
        />
      </Field>
      <Field id={`chapter-${year}-text`} label={TEXT.textField} look={EDITOR_LOOK}>
        <textarea
          id={`chapter-${year}-text`}
          className={EDITOR_LOOK.input}
          rows={5}
          maxLength={CHAPTER_TEXT_MAX * 2}
          value={props.text}
          onChange={(event) => on.setText(event.target.value)}
        />
      </Field>
      <Field id={photosId} label={props.change ? TEXT.replacePhotosField : TEXT.photosField} error={error} look={EDITOR_LOOK}>
        <input
          id={photosId}
          className={EDITOR_LOOK.input}
          type="file"
          accept="image/*"
          multiple
          onChange={(event) => on.setPhotos([...(event.target.files ?? [])].slice(0, CHAPTER_PHOTOS_MAX + 1))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(photosId, error)}
        />
      </Field>
    </>
  );
}
