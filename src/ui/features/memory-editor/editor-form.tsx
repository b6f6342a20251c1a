import { planOf } from '../../../domain/plan/plan.js';
import { photoUrl } from '../../lib/api-client.js';
import { PageOpeningsSection } from '../page-openings/page-openings-section.js';
import { ConfirmRemovalDialog } from './confirm-removal-dialog.js';
import { CoupleHeader } from './couple-header.js';
import { EditFields } from './edit-fields.js';
import { addPhotoLabel, photoLimitOf } from './edit-state.js';
import { EditorActions } from './editor-actions.js';
import { DeliverySection } from './delivery-section.js';
import { LettersSection } from './letters-section.js';
import { PageRepliesSection } from './page-replies-section.js';
import { PhotoManager } from './photo-manager.js';
import { QuestionSection } from './question-section.js';
import { SkySection } from './sky-section.js';
import { VoiceSection } from './voice-section.js';
import { ChaptersSection } from './chapters-section.js';
import { useMemoryEdit, type MemoryEditOptions } from './use-memory-edit.js';
import styles from './memory-editor.module.css';

export interface EditorFormProps extends MemoryEditOptions {
  onCancel(): void;
}

/** The editor's form: the couple (on the page), the fields beside the photos, the actions, and the removal question. */
export function EditorForm(props: EditorFormProps) {
  const edit = useMemoryEdit(props);
  const { memory, layout } = props;
  const { state, photos } = edit;

  return (
    <form className={styles.form} onSubmit={edit.save} noValidate aria-busy={edit.status === 'saving'}>
      {layout === 'page' && <CoupleHeader memory={memory} />}
      {layout === 'page' && <PageOpeningsSection openings={memory.openings} />}
      {layout === 'page' && <PageRepliesSection memoryId={memory.id} token={props.token} replies={memory.replies} />}
      {layout === 'page' && <DeliverySection memoryId={memory.id} token={props.token} revealAt={memory.revealAt} />}
      {layout === 'page' && <LettersSection memoryId={memory.id} token={props.token} plan={memory.plan} />}
      {layout === 'page' && <QuestionSection memoryId={memory.id} token={props.token} />}
      {layout === 'page' && <SkySection memoryId={memory.id} token={props.token} />}
      {layout === 'page' && <VoiceSection memoryId={memory.id} token={props.token} plan={memory.plan} />}
      {layout === 'page' && <ChaptersSection memoryId={memory.id} token={props.token} />}

      <div className={styles.columns}>
        <EditFields edit={edit} layout={layout} />
        <PhotoManager
          kept={state.kept}
          removed={state.removed}
          added={state.added}
          preparing={photos.preparing}
          limit={photoLimitOf(memory)}
          remaining={photos.remaining}
          multiple={planOf(memory.plan).photoLimit > 1}
          addLabel={addPhotoLabel(memory, photos.remaining)}
          disabled={edit.busy}
          error={edit.check.errors.photos}
          onAskRemoval={photos.askRemoval}
          onRestore={photos.restore}
          onDropNew={photos.dropNew}
          onAddFiles={(files) => void photos.addFiles(files)}
          notices={photos.notices}
          lowResolution={photos.lowResolution}
          onDismissNotices={photos.dismissNotices}
        />
      </div>

      <EditorActions edit={edit} memory={memory} layout={layout} onCancel={props.onCancel} />
      <ConfirmRemovalDialog
        photoSrc={photos.askingRemoval ? photoUrl(photos.askingRemoval) : null}
        onConfirm={photos.confirmRemoval}
        onClose={photos.cancelRemoval}
      />
    </form>
  );
}
