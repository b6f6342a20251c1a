import { validSkyPlace } from '../../domain/sky/sky-place.js';
import type { NewOrder, OrderAddOn, OrderAddOnWrite } from '../buyer/order-add-on.js';
import type { PageSkies } from '../ports/page-skies.js';

/** "O céu daquela noite" on the creation form: the place is stored with the page, before its checkout opens. */
export class SkyOrderAddOn implements OrderAddOn {
  constructor(private readonly skies: PageSkies) {}

  prepare({ memoryId, extras }: NewOrder): OrderAddOnWrite | null {
    if (!extras.sky) return null;
    const place = validSkyPlace(extras.sky);
    return () => this.skies.save({ memoryId, ...place });
  }
}
