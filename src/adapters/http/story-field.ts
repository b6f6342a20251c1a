import { z } from 'zod';
import { jsonTextField } from './json-text-field.js';

/** One moment as the form sends it; the domain cleans and checks it (limits, dates) in the product's words. */
const momentShape = z.object({
  date: z.string().max(40),
  time: z.string().max(10).nullable().optional(),
  title: z.string().max(1000),
  line: z.string().max(2000).nullable().optional(),
});

/**
 * "Nossa história" in a multipart form: one field holding the moments as JSON text (`[{date, time, title, line}]`).
 * Absent: no moments on creation, unchanged on edit. A shape the domain cannot read is a 400 naming the field.
 */
export const storyField = jsonTextField(40_000).pipe(z.array(momentShape).max(50));
