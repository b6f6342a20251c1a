import type { SkyView } from '../../application/sky/sky-view.js';
import { PLANET_NAME, SKY_CARDINALS, skyDescription } from '../../texts/sky.pt-br.js';
import type { PageSkyResponse } from './contract/sky.contract.js';
import { skySvg } from '../shared/sky-svg.js';

/** A sky as the page and the edit page receive it: its parts, its description and its drawing. */
export function skyResponse(view: SkyView): PageSkyResponse {
  const { chart, ...parts } = view;
  const description = skyDescription({ ...parts, starCount: chart.stars.length });
  return { ...parts, description, svg: skySvg(chart, { description, planets: PLANET_NAME, cardinals: SKY_CARDINALS }) };
}
