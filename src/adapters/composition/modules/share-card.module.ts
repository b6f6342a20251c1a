import { ContainerModule } from 'inversify';
import { GetShareCard } from '../../../application/buyer/get-share-card.js';
import { GetShareLinks } from '../../../application/buyer/get-share-links.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { PORTS as P } from '../ports.js';
import { useCase } from './use-case.js';

/** The printable card and the status image: drawn by the print adapter (bound with the shop's name), fetched by the owner and the buyer. */
export const shareCardModule = new ContainerModule(({ bind }) => {
  useCase(bind, GetShareLinks, [P.MemoryRepository, P.EditTokens, MemoryLinks, P.Clock]);
  useCase(bind, GetShareCard, [P.MemoryRepository, P.EditTokens, MemoryLinks, P.ShareCardRenderer, P.Clock]);
});
