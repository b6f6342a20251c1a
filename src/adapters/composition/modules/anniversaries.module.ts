import { ContainerModule } from 'inversify';
import { AnniversaryEmailBuilder } from '../../../application/anniversaries/anniversary-email-builder.js';
import { SendAnniversaryEmails } from '../../../application/anniversaries/send-anniversary-emails.js';
import { TurnOffAnniversaryEmails } from '../../../application/anniversaries/turn-off-anniversary-emails.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { PORTS as P } from '../ports.js';
import { useCase } from './use-case.js';

/** The yearly anniversary e-mail: the round that queues it, its builder, and the link in it that turns it off. */
export const anniversariesModule = new ContainerModule(({ bind }) => {
  useCase(bind, SendAnniversaryEmails, [P.MemoryRepository, P.AnniversaryEmails, P.Clock]);
  useCase(bind, TurnOffAnniversaryEmails, [P.MemoryRepository, P.AnniversaryEmails, P.AnniversaryEmailTokens, P.Clock]);
  useCase(bind, AnniversaryEmailBuilder, [MemoryLinks, P.EditTokens, P.AnniversaryEmails, P.AnniversaryEmailTokens]);
});
