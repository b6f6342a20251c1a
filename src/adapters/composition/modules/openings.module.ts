import { ContainerModule } from 'inversify';
import { PageOpenedEmailBuilder } from '../../../application/openings/page-opened-email-builder.js';
import { RecordPageOpening } from '../../../application/openings/record-page-opening.js';
import { TurnOffOpeningEmails } from '../../../application/openings/turn-off-opening-emails.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { PORTS as P } from '../ports.js';
import { useCase } from './use-case.js';

/** Counting a page's openings, the first opening's e-mail, and the link in it that turns it off. */
export const openingsModule = new ContainerModule(({ bind }) => {
  useCase(bind, RecordPageOpening, [P.PublicPageRepository, P.PageOpenings, P.Clock, P.EditTokens, P.EmailCorrectionKeys, P.Outcomes]);
  useCase(bind, TurnOffOpeningEmails, [P.MemoryRepository, P.PageOpenings, P.OpeningEmailTokens]);
  useCase(bind, PageOpenedEmailBuilder, [MemoryLinks, P.PageOpenings, P.OpeningEmailTokens]);
});
