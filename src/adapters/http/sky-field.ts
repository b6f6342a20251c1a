import { z } from 'zod';

/** The place's own rules are the domain's (`sky.*`, with their sentences); these bounds only keep a request small. */
export const skyPlaceBody = z.object({
  name: z.string().max(400),
  latitude: z.union([z.number(), z.string().max(40)]),
  longitude: z.union([z.number(), z.string().max(40)]),
  timeZone: z.string().max(60).nullish(),
});

/**
 * "O céu daquela noite" in the order's multipart form: one field holding the place as JSON text
 * (`{name, latitude, longitude, timeZone}`). Absent or empty: none. Text that is not that shape is a 400 naming the field.
 */
export const skyField = z
  .string()
  .max(2000)
  .transform((raw, ctx) => {
    if (raw.trim() === '') return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(skyPlaceBody.nullable());
