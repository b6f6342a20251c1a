import type { OwnedRepliesResponse, TurnRepliesRequest } from '../../../../adapters/http/contract/page-replies.contract.js';
import { bearer, sendJson } from '../../../lib/api-send.js';

/** PUT /api/update/{id}/replies: turns the page's replies on or off; answers them as the edit page's record lists them. */
export function turnPageReplies(memoryId: string, token: string, enabled: boolean): Promise<OwnedRepliesResponse> {
  const body: TurnRepliesRequest = { enabled };
  return sendJson<OwnedRepliesResponse>('PUT', `/update/${encodeURIComponent(memoryId)}/replies`, body, { headers: bearer(token) });
}
