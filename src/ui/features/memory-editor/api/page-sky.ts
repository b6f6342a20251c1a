import type { OwnedSkyResponse, SkyPlaceRequest } from '../../../../adapters/http/contract/sky.contract.js';
import { getJson } from '../../../lib/api-client.js';
import { bearer, sendDelete, sendJson } from '../../../lib/api-send.js';

const path = (memoryId: string) => `/update/${encodeURIComponent(memoryId)}/sky`;

/** GET /api/update/{id}/sky: the place chosen and its sky, nulls when the page shows none. */
export function fetchOwnedSky(memoryId: string, token: string): Promise<OwnedSkyResponse> {
  return getJson<OwnedSkyResponse>(path(memoryId), { headers: bearer(token), cache: 'no-store' });
}

/** PUT /api/update/{id}/sky: shows the sky over that place, or moves it there. */
export function setPageSky(memoryId: string, token: string, place: SkyPlaceRequest): Promise<OwnedSkyResponse> {
  return sendJson<OwnedSkyResponse>('PUT', path(memoryId), place, { headers: bearer(token) });
}

/** DELETE /api/update/{id}/sky: the page no longer shows the sky. */
export function removePageSky(memoryId: string, token: string): Promise<void> {
  return sendDelete(path(memoryId), { headers: bearer(token) });
}
