import type { Middleware } from 'koa';
import { ControlCharacterError, hasControlCharacter } from '../../../domain/shared/control-characters.js';

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
    if (hasControlCharacter(decoded(ctx.path)) || hasControlCharacter(decoded(ctx.querystring))) throw new ControlCharacterError('');
    await next();
  };
}
