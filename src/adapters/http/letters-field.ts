import { z } from 'zod';
import { LETTERS_MAX } from '../../domain/letters/future-letter.js';
import { jsonTextField } from './json-text-field.js';

/** One letter as the form sends it; the domain cleans and checks it (title, text, day) in the product's words. */
const letterShape = z.object({
  title: z.string().max(1000),
  text: z.string().max(10_000),
  opensOn: z.string().max(40),
});

/**
 * "Cartas para o futuro" in the order's multipart form: one field holding the letters as JSON text
 * (`[{title, text, opensOn}]`), twelve at most. Absent: none. A shape the domain cannot read is a 400 naming the field.
 */
export const lettersField = jsonTextField(60_000).pipe(z.array(letterShape).max(LETTERS_MAX));
