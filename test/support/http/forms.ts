import type { Test } from 'supertest';
import { memoryFormFields, type MemoryFormFields } from '../mothers/memory.mother.js';

/** The creation form's order extras a test may add: the reveal date, the recipient's e-mail, the letters and the sky as JSON text. */
type OrderExtrasForm = {
  readonly revealAt?: string;
  readonly recipientEmail?: string;
  readonly letters?: string;
  readonly question?: string;
  readonly questionHint?: string;
  readonly questionAnswer?: string;
  readonly sky?: string;
};

/** The creation form's fields: the sample page's, and the extras a test may add. */
export type CreateForm = Partial<MemoryFormFields> & OrderExtrasForm;

/** The sample page's creation form, with the e-mail typed in mixed case as a buyer might; a field set to undefined is left out. */
export const validCreateForm = (form: CreateForm = {}): CreateForm => ({ ...memoryFormFields({ email: 'Ana@Example.com' }), ...form });

/** Fills a multipart request the way the browser's FormData does: text fields, then each photo under `photos`. */
export function withForm(test: Test, fields: Record<string, string | undefined>, photos: readonly Buffer[] = []): Test {
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) test.field(name, value);
  photos.forEach((photo, i) => test.attach('photos', photo, { filename: photoName(i), contentType: 'image/jpeg' }));
  return test;
}

/** The same form as a browser's FormData, for a request sent with fetch. */
export function formData(fields: Record<string, string | undefined>, photos: readonly Uint8Array[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  photos.forEach((photo, i) => form.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), photoName(i)));
  return form;
}

const photoName = (index: number) => `foto-${index + 1}.jpg`;
