import type { SkyPlaceInput } from '../../../../domain/sky/sky-place.js';

/** "O céu daquela noite" as being chosen: a city of the list (`city`, once picked), or another place typed whole. */
export interface SkyDraft {
  readonly open: boolean;
  /** What is typed in the city search; a city picked from the suggestions sets `city` and shows its name here. */
  readonly query: string;
  readonly city: SkyPlaceInput | null;
  /** "Outro lugar": a name and coordinates typed by the buyer. */
  readonly other: boolean;
  readonly otherName: string;
  readonly latitude: string;
  readonly longitude: string;
}

export type SkyDraftField = 'query' | 'otherName' | 'latitude' | 'longitude';

export const NO_SKY: SkyDraft = { open: false, query: '', city: null, other: false, otherName: '', latitude: '', longitude: '' };

/** What the order sends as `sky`: the city picked or the other place as typed (the server checks it); null when closed. */
export function skyInput(draft: SkyDraft): SkyPlaceInput | null {
  if (!draft.open) return null;
  if (draft.other) return { name: draft.otherName, latitude: draft.latitude, longitude: draft.longitude };
  return draft.city ?? { name: '', latitude: '', longitude: '' };
}
