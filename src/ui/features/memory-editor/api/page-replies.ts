import type { OwnedRepliesResponse, TurnRepliesRequest } from '../../../../adapters/http/contract/page-replies.contract.js';
import { API_BASE, errorOf } from '../../../lib/api-client.js';
import { bearer } from '../../../lib/api-send.js';

/** PUT /api/update/{id}/replies: turns the page's replies on or off; answers them as the edit page's record lists them. */
export async function turnPageReplies(memoryId: string, token: string, enabled: boolean): Promise<OwnedRepliesResponse> {
  const body: TurnRepliesRequest = { enabled };
  const response = await fetch(`${API_BASE}/update/${encodeURIComponent(memoryId)}/replies`, {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as OwnedRepliesResponse;
}
