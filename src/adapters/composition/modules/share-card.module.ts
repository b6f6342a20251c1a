import { ContainerModule } from 'inversify';
import { GetShareCard } from '../../../application/buyer/get-share-card.js';
import { GetShareLinks } from '../../../application/buyer/get-share-links.js';
import { PrintShareCardRenderer } from '../../print/print-share-card-renderer.js';
import { TOKENS as T } from '../tokens.js';

/** The printable card and the status image: drawn by the print adapter, fetched by the owner and the buyer. */
export const shareCardModule = new ContainerModule(({ bind }) => {
  bind(T.ShareCardRenderer).toConstantValue(new PrintShareCardRenderer());
  bind(T.GetShareLinks)
    .toResolvedValue(
      (repo, tokens, links, clock) => new GetShareLinks(repo, tokens, links, clock),
      [T.MemoryRepository, T.EditTokens, T.MemoryLinks, T.Clock],
    )
    .inSingletonScope();
  bind(T.GetShareCard)
    .toResolvedValue(
      (repo, tokens, links, renderer, clock) => new GetShareCard(repo, tokens, links, renderer, clock),
      [T.MemoryRepository, T.EditTokens, T.MemoryLinks, T.ShareCardRenderer, T.Clock],
    )
    .inSingletonScope();
});
