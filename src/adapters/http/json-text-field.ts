import { z } from 'zod';

/**
 * A multipart field holding JSON text, up to `max` characters; empty reads as `[]` (a list field sent with nothing).
 * Text that is not JSON is a 400 naming the field; the caller pipes the value into its shape.
 */
export const jsonTextField = (max: number) =>
  z
    .string()
    .max(max)
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw === '' ? '[]' : raw) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    });
