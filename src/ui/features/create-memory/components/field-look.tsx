import { CircleAlert } from 'lucide-react';
import type { FieldLook } from '../../../components/form/field.js';
import styles from './field.module.css';

/** The creation form's fields (and its e-mail modal's): white inputs, and an error with its icon in place of the hint. */
export const CREATE_LOOK: FieldLook = {
  field: styles.field!,
  label: styles.label!,
  input: styles.input!,
  hint: styles.hint!,
  error: styles.error!,
  errorIcon: <CircleAlert size={16} aria-hidden="true" />,
};

export const inputClassName = CREATE_LOOK.input;
