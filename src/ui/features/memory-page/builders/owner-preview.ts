import type { OpenPageResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { getJson } from '../../../lib/api-client.js';
import { bearer } from '../../../lib/api-send.js';

/**
 * The owner's own record (which also lets this browser see the photos while the page is closed to others: before its
 * reveal date, or before its question's answer), as the page will show it; null when the token is refused.
 */
export async function ownerPreview(memoryId: string, token: string): Promise<OpenPageResponse | null> {
  try {
    const owned = await getJson<OpenPageResponse>(`/update/${encodeURIComponent(memoryId)}`, { headers: bearer(token) });
    const { id, slug, yourName, lovedName, datingSince, message, plan, youtube, musicTitle, musicChannel, photos, photoPlaceholders } = owned;
    const { photoAvifWidths } = owned;
    const { palette, fallingEmoji, revealStyle, story } = owned;
    // Nobody replies to a page closed to them: the owner's preview has no "Responder com carinho".
    const content = {
      id,
      slug,
      yourName,
      lovedName,
      datingSince,
      message,
      plan,
      youtube,
      musicTitle,
      musicChannel,
      photos,
      photoPlaceholders,
      photoAvifWidths,
      palette,
      fallingEmoji,
      revealStyle,
      story,
    };
    return { ...content, repliesOpen: false, opensAt: null };
  } catch {
    return null;
  }
}
