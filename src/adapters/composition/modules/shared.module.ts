import { ContainerModule } from 'inversify';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../application/shared/page-links-email-builder.js';
import { PORTS as P } from '../ports.js';
import { useCase, useCaseBuilt } from './use-case.js';

/** Helpers the use cases of several groups build on. */
export const sharedModule = new ContainerModule(({ bind }) => {
  useCaseBuilt(bind, MemoryLinks, [P.Config], (config) => new MemoryLinks(config.publicUrl));
  useCase(bind, PageLinksEmailBuilder, [MemoryLinks, P.EditTokens, P.QrCodeRenderer, P.PlanPriceList]);
});
