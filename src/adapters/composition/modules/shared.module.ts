import { ContainerModule } from 'inversify';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { PageLinksEmailBuilder } from '../../../application/shared/page-links-email-builder.js';
import { TOKENS as T } from '../tokens.js';

/** Helpers the use cases of several groups build on. */
export const sharedModule = new ContainerModule(({ bind }) => {
  bind(T.MemoryLinks)
    .toResolvedValue((config) => new MemoryLinks(config.publicUrl), [T.Config])
    .inSingletonScope();
  bind(T.PageLinksEmailBuilder)
    .toResolvedValue((links, tokens, qr) => new PageLinksEmailBuilder(links, tokens, qr), [T.MemoryLinks, T.EditTokens, T.QrCodeRenderer])
    .inSingletonScope();
});
