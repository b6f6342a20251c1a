import type { SendReplyRequest, SendReplyResponse } from '../../../../adapters/http/contract/page-replies.contract.js';
import { postJson } from '../../../lib/api-send.js';

/**
 * POST /api/{slug}/{id}/replies: a heart alone (no note) or a heart and a note. With the browser's default credentials:
 * on a page that asks a question, the page's cookie is the proof that this browser answered it (the site sets no other).
 */
export function sendReply(slug: string, id: string, note: string | null): Promise<SendReplyResponse> {
  const body: SendReplyRequest = note === null ? {} : { note };
  return postJson<SendReplyResponse>(`/${encodeURIComponent(slug)}/${encodeURIComponent(id)}/replies`, body);
}
