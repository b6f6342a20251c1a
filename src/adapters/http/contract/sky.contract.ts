/** The JSON shapes of "O céu daquela noite". The UI imports these with `import type` only. */
import type { MoonPhase } from '../../../domain/couple-numbers/moon-phase-of-day.js';
import type { Planet } from '../../../domain/sky/planets.js';
import type { SkyPlace } from '../../../domain/sky/sky-place.js';

/** A page's sky: its caption's parts, a description for a reader that cannot see it, and the drawing (an SVG document). */
export interface PageSkyResponse {
  readonly place: string;
  /** The wall time there, "2023-02-14T21:00". */
  readonly at: string;
  readonly timeGiven: boolean;
  readonly moonPhase: MoonPhase;
  readonly moonIlluminated: number;
  readonly moonUp: boolean;
  readonly planets: readonly Planet[];
  readonly daylight: boolean;
  readonly description: string;
  readonly svg: string;
}

/**
 * GET /api/{slug}/{id}/sky: the sky of the night it began, where they were; `null` for a page without one, before its
 * reveal date, or before this browser answered its question (200 either way: a page asks once the tap is done, and most
 * pages have none).
 */
export interface PublicSkyResponse {
  readonly sky: PageSkyResponse | null;
}

/** GET, PUT /api/update/{id}/sky (with the edit token): the place as chosen and its sky; nulls when none. */
export interface OwnedSkyResponse {
  readonly place: SkyPlace | null;
  readonly sky: PageSkyResponse | null;
}

/** PUT /api/update/{id}/sky, and the order's `sky` field (JSON): a city of the list with its zone, or another place without. */
export interface SkyPlaceRequest {
  readonly name: string;
  readonly latitude: number | string;
  readonly longitude: number | string;
  readonly timeZone?: string | null;
}
