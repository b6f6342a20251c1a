import { planHasStory } from '../../../../domain/story/story.js';
import { previewStory } from '../../memory-form/story-draft.js';
import { dateError, datingSinceOf } from '../form-rules.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import styles from '../create-memory-form.module.css';
import { MemoryPreview } from './memory-preview.js';

/** The live preview beside (or under) the fields; a start date the rule refuses is not counted from. */
export function PreviewPanel({ form }: { form: CreateMemoryFormModel }) {
  const { values } = form;
  return (
    <aside className={styles.preview} id="previa" aria-labelledby="previa-titulo">
      <h2 id="previa-titulo" className={styles.previewTitle}>
        Prévia da sua página
      </h2>
      <MemoryPreview
        plan={form.plan}
        yourName={values.yourName}
        lovedName={values.lovedName}
        datingSince={dateError(values, form.now) ? '' : datingSinceOf(values)}
        message={values.message}
        youtube={values.youtube}
        photos={form.photos.photos}
        palette={values.palette}
        fallingEmoji={values.fallingEmoji}
        story={planHasStory(form.plan) ? previewStory(form.story.moments) : []}
      />
    </aside>
  );
}
