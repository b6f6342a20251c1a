import { ContainerModule } from 'inversify';
import { PageOpenedEmailBuilder } from '../../../application/openings/page-opened-email-builder.js';
import { RecordPageOpening } from '../../../application/openings/record-page-opening.js';
import { TurnOffOpeningEmails } from '../../../application/openings/turn-off-opening-emails.js';
import { TOKENS as T } from '../tokens.js';

/** Counting a page's openings, the first opening's e-mail, and the link in it that turns it off. */
export const openingsModule = new ContainerModule(({ bind }) => {
  bind(T.RecordPageOpening)
    .toResolvedValue((repo, openings, clock) => new RecordPageOpening(repo, openings, clock), [T.MemoryRepository, T.PageOpenings, T.Clock])
    .inSingletonScope();
  bind(T.TurnOffOpeningEmails)
    .toResolvedValue(
      (repo, openings, tokens) => new TurnOffOpeningEmails(repo, openings, tokens),
      [T.MemoryRepository, T.PageOpenings, T.OpeningEmailTokens],
    )
    .inSingletonScope();
  bind(T.PageOpenedEmailBuilder)
    .toResolvedValue(
      (links, openings, tokens) => new PageOpenedEmailBuilder(links, openings, tokens),
      [T.MemoryLinks, T.PageOpenings, T.OpeningEmailTokens],
    )
    .inSingletonScope();
});
