import { scheduledDelivery } from '../../domain/delivery/recipient-delivery.js';
import type { NewOrder, OrderAddOn, OrderAddOnWrite } from '../buyer/order-add-on.js';
import type { RecipientDeliveries } from '../ports/recipient-deliveries.js';

/** "E-mail de quem vai receber" on the creation form: the delivery on the day asked for with the order. */
export class DeliveryOrderAddOn implements OrderAddOn {
  constructor(private readonly deliveries: RecipientDeliveries) {}

  prepare({ memoryId, details, extras, now }: NewOrder): OrderAddOnWrite | null {
    const to = extras.recipientEmail?.trim() ?? '';
    if (to === '') return null;
    const delivery = scheduledDelivery({ memoryId, to, revealAt: details.revealAt, now });
    return () => this.deliveries.save(delivery);
  }
}
