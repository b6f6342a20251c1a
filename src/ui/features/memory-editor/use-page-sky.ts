import { useCallback } from 'react';
import type { OwnedSkyResponse, SkyPlaceRequest } from '../../../adapters/http/contract/sky.contract.js';
import { SKY_SECTION as TEXT } from '../../../texts/sky.pt-br.js';
import { fetchOwnedSky, removePageSky, setPageSky } from './api/page-sky.js';
import { useOwnerSection } from './use-owner-section.js';

const NO_SKY: OwnedSkyResponse = { place: null, sky: null };

/** An answer that is the page's sky (a place, or null for none); anything else (a proxy's page) is not. */
const isOwnedSky = (found: Partial<OwnedSkyResponse> | null): found is OwnedSkyResponse =>
  found !== null && (found.place === null || typeof found.place?.name === 'string');

/** The page's sky as the server has it (read once), and the owner's changes, each saved at once. */
export function usePageSky(memoryId: string, token: string) {
  const load = useCallback(
    () => fetchOwnedSky(memoryId, token).then((found) => (isOwnedSky(found) ? found : Promise.reject(new Error('Not the page’s sky')))),
    [memoryId, token],
  );
  const { value: owned, loadFailed, saving, notice, change } = useOwnerSection(load, TEXT.saveFailed);
  const save = useCallback((place: SkyPlaceRequest) => change(() => setPageSky(memoryId, token, place), TEXT.saved), [change, memoryId, token]);
  const remove = useCallback(() => change(() => removePageSky(memoryId, token).then(() => NO_SKY), TEXT.removed), [change, memoryId, token]);
  return { owned, loadFailed, saving, notice, save, remove };
}
