import type { SkyPlace } from '../../domain/sky/sky-place.js';
import type { StoredSky } from '../ports/page-skies.js';
import { skyViewOf, type SkyView } from './sky-view.js';

/** The page's sky as its owner sees it on the edit page: the place as chosen and its drawing; nulls when none. */
export interface OwnedSkyView {
  readonly place: SkyPlace | null;
  readonly sky: SkyView | null;
}

export function ownedSkyView(stored: StoredSky | null, datingSince: string): OwnedSkyView {
  if (!stored) return { place: null, sky: null };
  const { name, latitude, longitude, timeZone } = stored;
  const place = { name, latitude, longitude, timeZone };
  return { place, sky: skyViewOf(place, datingSince) };
}
