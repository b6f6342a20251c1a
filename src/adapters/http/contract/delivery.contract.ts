/** The JSON shapes of the delivery on the day on the owner's edit page. The UI imports these with `import type` only. */
import type { OwnedDeliveryView } from '../../../application/delivery/owned-delivery.js';

/** GET and PUT /api/update/{id}/delivery (with the edit token): the delivery's status and the address masked. */
export type OwnedDeliveryResponse = OwnedDeliveryView;

/** PUT /api/update/{id}/delivery: the recipient's address (asked for, or another one), or null to cancel it. */
export interface SetDeliveryRequest {
  readonly to: string | null;
}
