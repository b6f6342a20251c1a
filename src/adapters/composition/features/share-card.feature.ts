import { ContainerModule } from 'inversify';
import { GetShareCard } from '../../../application/buyer/get-share-card.js';
import { GetShareLinks } from '../../../application/buyer/get-share-links.js';
import type { ShareCardRenderer } from '../../../application/ports/share-card-renderer.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { shareCardRoutes } from '../../http/share-card.routes.js';
import { PrintShareCardRenderer } from '../../print/print-share-card-renderer.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { shopContentOf } from '../shop-content.js';
import { featureModule } from './feature-module.js';

/** The printable card and the status image: drawn by the print adapter (bound with the shop's name), fetched by the owner and the buyer. */
export const shareCardFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, GetShareLinks, [P.MemoryRepository, P.EditTokens, MemoryLinks, P.Clock, P.PageSkies]);
    useCase(bind, GetShareCard, [P.MemoryRepository, P.EditTokens, MemoryLinks, P.ShareCardRenderer, P.Clock, P.PageSkies]);
  }),
  routes: ({ runtime }) => [shareCardRoutes(runtime.useCase)],
  ports: {
    tokens: { shareCardRenderer: P.ShareCardRenderer },
    make: ({ config }): { shareCardRenderer: ShareCardRenderer } => ({
      shareCardRenderer: new PrintShareCardRenderer({ shopName: shopContentOf(config).name }),
    }),
  },
});
