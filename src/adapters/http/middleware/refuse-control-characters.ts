import type { Middleware } from 'koa';
import { ControlCharacterError, hasControlCharacter } from '../../../domain/shared/control-characters.js';

/** Printable ASCII but `%`: nothing to decode, and no control character (the common case, checked in one pass). */
const PLAIN = /^[\x20-\x24\x26-\x7e]*$/;

/** Whether a part of an address holds a control character once decoded. */
function holdsControlCharacter(part: string): boolean {
  if (PLAIN.test(part)) return false;
  return hasControlCharacter(decoded(part));
}

/** The text of a percent-encoded part of an address; as it came when it does not decode (the routes refuse it). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return part;
  }
}

/**
 * Refuses an address whose path or query holds a control character once decoded (`%00` in a page id, a slug or a
 * `?chave=`): 400 with the sentence of `text.control-character`, on every route, before any of them reads it.
 */
export function refuseControlCharactersInAddress(): Middleware {
  return async (ctx, next) => {
    if (holdsControlCharacter(ctx.path) || holdsControlCharacter(ctx.querystring)) throw new ControlCharacterError('');
    await next();
  };
}
