import { ContainerModule } from 'inversify';
import { DeliverOnTheDay } from '../../../application/delivery/deliver-on-the-day.js';
import { DeliveryOrderAddOn } from '../../../application/delivery/delivery-order-add-on.js';
import { DeliveryEmailBuilder } from '../../../application/delivery/delivery-email-builder.js';
import { GetRecipientDelivery } from '../../../application/delivery/get-recipient-delivery.js';
import { SetRecipientDelivery } from '../../../application/delivery/set-recipient-delivery.js';
import type { RecipientDeliveries } from '../../../application/ports/recipient-deliveries.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { deliveryRoutes } from '../../http/delivery.routes.js';
import { SqlRecipientDeliveries } from '../../persistence/mikro-orm/sql-recipient-deliveries.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { featureModule } from './feature-module.js';

/**
 * "Entrega no dia": the buyer's request with the order or on the edit page (change, cancellation), the round that queues the recipient's
 * e-mail at the instant the page opens, and its two e-mails.
 */
export const deliveryFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    // On the pages as the database has them: a reveal date another instance moved a moment ago is the one that counts.
    useCase(bind, DeliverOnTheDay, [P.RecipientDeliveries, P.FreshMemoryRepository, P.Clock]);
    useCase(bind, DeliveryEmailBuilder, [MemoryLinks, P.QrCodeRenderer]);
    useCase(bind, GetRecipientDelivery, [P.MemoryRepository, P.EditTokens, P.RecipientDeliveries, P.Clock]);
    useCase(bind, SetRecipientDelivery, [P.MemoryRepository, P.EditTokens, P.RecipientDeliveries, P.Clock]);
    useCase(bind, DeliveryOrderAddOn, [P.RecipientDeliveries]);
    bind(P.OrderAddOn).toService(DeliveryOrderAddOn);
  }),
  routes: ({ runtime }) => [deliveryRoutes(runtime.useCase)],
  /** The pages' deliveries on the day. */
  ports: {
    tokens: { recipientDeliveries: P.RecipientDeliveries },
    make: ({ database }): { recipientDeliveries: RecipientDeliveries } => ({ recipientDeliveries: new SqlRecipientDeliveries(database) }),
  },
});
