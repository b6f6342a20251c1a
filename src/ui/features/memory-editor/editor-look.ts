import type { FieldLook } from '../../components/form/field.js';
import styles from './memory-editor.module.css';

/** The editor draws the shared fields its own way: the hint stays under an error. */
export const EDITOR_LOOK: FieldLook = {
  field: styles.field!,
  label: styles.label!,
  input: styles.input!,
  hint: styles.hint!,
  error: styles.fieldError!,
  keepsHint: true,
};
