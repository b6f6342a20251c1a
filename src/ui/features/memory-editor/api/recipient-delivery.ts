import type { OwnedDeliveryResponse, SetDeliveryRequest } from '../../../../adapters/http/contract/delivery.contract.js';
import { getJson } from '../../../lib/api-client.js';
import { bearer, sendJson } from '../../../lib/api-send.js';

const path = (memoryId: string) => `/update/${encodeURIComponent(memoryId)}/delivery`;

/** GET /api/update/{id}/delivery: the page's delivery on the day, the address masked. */
export function fetchRecipientDelivery(memoryId: string, token: string): Promise<OwnedDeliveryResponse> {
  return getJson<OwnedDeliveryResponse>(path(memoryId), { headers: bearer(token), cache: 'no-store' });
}

/** PUT /api/update/{id}/delivery: asks for it (or another address), or cancels it with null. */
export function setRecipientDelivery(memoryId: string, token: string, to: string | null): Promise<OwnedDeliveryResponse> {
  const body: SetDeliveryRequest = { to };
  return sendJson<OwnedDeliveryResponse>('PUT', path(memoryId), body, { headers: bearer(token) });
}
