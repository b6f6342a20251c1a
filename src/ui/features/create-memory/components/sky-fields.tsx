import { SKY_FORM_TEXT as TEXT } from '../../../../texts/order-extras-fields.pt-br.js';
import { SkyPlacePicker } from '../../memory-form/sky/sky-place-picker.js';
import { skyProblem } from '../order-extras-rules.js';
import type { CreateMemoryFormModel } from '../use-create-memory-form.js';
import formStyles from '../create-memory-form.module.css';
import { CREATE_LOOK } from './field-look.js';
import styles from '../../memory-form/story-fields.module.css';

/** "O céu daquela noite" once opened: the place, checked by the domain's rule once the buyer tried to order. */
export function SkyFields({ form }: { form: CreateMemoryFormModel }) {
  const { draft, change, pick, setOther, setOpen } = form.sky;
  const error = form.fields.touched.has('sky') ? skyProblem(draft) : null;
  return (
    <fieldset className={styles.story}>
      <legend className={formStyles.extrasLegend}>{TEXT.legend}</legend>
      <p className={formStyles.sectionHint}>{TEXT.intro}</p>
      <SkyPlacePicker
        idPrefix="sky"
        draft={draft}
        error={error}
        onChange={change}
        onPick={pick}
        onOther={setOther}
        look={CREATE_LOOK}
        inputRef={form.fields.ref('sky')}
      />
      <button type="button" className={styles.remove} onClick={() => setOpen(false)}>
        {TEXT.remove}
      </button>
    </fieldset>
  );
}
