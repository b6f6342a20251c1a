import { Music } from 'lucide-react';
import { youtubeVideoId } from '../../../../domain/memory/youtube.js';
import { PLANS } from '../../../../domain/plan/plan.js';
import { CREATE_FORM_TEXT } from '../../../../texts/create-form.pt-br.js';
import { PLAN_SHORT_NAME, PLAN_TITLE, photoCountLabel } from '../../../../texts/plans.pt-br.js';
import { describedBy, Field } from '../../../components/form/field.js';
import { CREATE_LOOK, inputClassName } from './field-look.js';
import { Button } from '../../../components/ui/button.js';
import { musicOf } from '../form-rules.js';
import { MusicSearch } from '../../memory-form/music/music-search.js';
import { MUSIC_TEXT } from '../../../../texts/music.pt-br.js';
import { musicVerdictHint } from '../../memory-form/music/music-verdict.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import styles from '../create-memory-form.module.css';
import { FormSection } from './form-section.js';
import sectionStyles from './music-section.module.css';

/** A link typed on premium, kept while basic is chosen: shown as not included, neither previewed nor sent. */
function ParkedMusic({ form }: { form: CreateMemoryFormModel }) {
  return (
    <div className={sectionStyles.parkedMusic} role="group" aria-labelledby="musica-guardada">
      <p id="musica-guardada" className={sectionStyles.parkedTitle}>
        {CREATE_FORM_TEXT.parkedMusicTitle(form.plan)}
      </p>
      <p className={sectionStyles.parkedLink} data-testid="musica-guardada">
        {form.values.youtube.trim()}
      </p>
      <p className={sectionStyles.parkedNote}>{CREATE_FORM_TEXT.parkedMusicNote(form.plan, 'premium')}</p>
      <div className={sectionStyles.parkedActions}>
        <Button variant="secondary" onClick={() => form.choosePlan('premium')}>
          {CREATE_FORM_TEXT.backTo('premium')}
        </Button>
        <Button variant="ghost" onClick={() => form.set('youtube', '')}>
          {CREATE_FORM_TEXT.discardParkedMusic}
        </Button>
      </div>
    </div>
  );
}

const LINK_HINT = 'Cole o link de um vídeo do YouTube, como youtube.com/watch?v=… ou youtu.be/…';

/** The link, checked with YouTube while it is typed (the song's name under it, or why it cannot play), and the search. */
function MusicLinkField({ form }: { form: CreateMemoryFormModel }) {
  const { youtube } = form.values;
  const error = form.check.errors.youtube ?? form.music.refusal;
  const verdict = musicVerdictHint(form.music.verdict);
  const videoFound = youtubeVideoId(youtube) !== null;
  // A link naming a video is asked about after a pause in typing: until the answer, it is being checked.
  const hint = verdict ?? (videoFound ? MUSIC_TEXT.checking : LINK_HINT);
  return (
    <>
      <Field id="youtube" label="Link da música no YouTube (opcional)" look={CREATE_LOOK} error={error} hint={hint}>
        <input
          id="youtube"
          ref={form.fields.ref('youtube')}
          className={inputClassName}
          type="url"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://youtu.be/…"
          value={youtube}
          onChange={(event) => form.set('youtube', event.target.value)}
          onBlur={() => {
            form.fields.touch('youtube');
            form.music.checkNow();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy('youtube', error, true)}
        />
      </Field>
      <MusicSearch onPick={(link) => form.set('youtube', link)} />
    </>
  );
}

/** The music link on premium; on basic, what the upgrade would add, and a link typed on premium kept aside. */
export function MusicSection({ form }: { form: CreateMemoryFormModel }) {
  return (
    <FormSection number={6} title="Música">
      {PLANS[form.plan].allowsMusic ? (
        <MusicLinkField form={form} />
      ) : musicOf(form.plan, form.values).parked ? (
        <ParkedMusic form={form} />
      ) : (
        <div className={styles.locked}>
          <Music size={22} aria-hidden="true" />
          <p>
            Música de fundo faz parte do <strong>{PLAN_TITLE.premium}</strong>, com {photoCountLabel(PLANS.premium.photoLimit)} e a página no ar para
            sempre.
          </p>
          <Button variant="secondary" onClick={() => form.choosePlan('premium')}>
            Mudar para o {PLAN_SHORT_NAME.premium}
          </Button>
        </div>
      )}
    </FormSection>
  );
}
