import { ContainerModule } from 'inversify';
import { AnniversaryEmailBuilder } from '../../../application/anniversaries/anniversary-email-builder.js';
import { SendAnniversaryEmails } from '../../../application/anniversaries/send-anniversary-emails.js';
import { TurnOffAnniversaryEmails } from '../../../application/anniversaries/turn-off-anniversary-emails.js';
import type { AnniversaryEmailTokens } from '../../../application/ports/anniversary-email-tokens.js';
import type { AnniversaryEmails } from '../../../application/ports/anniversary-emails.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { anniversaryEmailsRoutes } from '../../http/anniversary-emails.routes.js';
import { SqlAnniversaryEmails } from '../../persistence/mikro-orm/sql-anniversary-emails.js';
import { HmacAnniversaryEmailTokens } from '../../security/hmac-anniversary-email-tokens.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { featureModule } from './feature-module.js';

/** The yearly anniversary e-mail: the round that queues it, its builder, and the link in it that turns it off. */
export const anniversariesFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, SendAnniversaryEmails, [P.MemoryRepository, P.AnniversaryEmails, P.Clock]);
    useCase(bind, TurnOffAnniversaryEmails, [P.MemoryRepository, P.AnniversaryEmails, P.AnniversaryEmailTokens, P.Clock]);
    useCase(bind, AnniversaryEmailBuilder, [MemoryLinks, P.EditTokens, P.AnniversaryEmails, P.AnniversaryEmailTokens]);
  }),
  routes: ({ runtime, shopLook }) => [anniversaryEmailsRoutes(runtime.useCase, shopLook)],
  /** The anniversaries e-mailed, in the database, and the signature of the link that turns them off. */
  ports: {
    tokens: { anniversaryEmails: P.AnniversaryEmails, anniversaryEmailTokens: P.AnniversaryEmailTokens },
    make: ({ database, secret }): { anniversaryEmails: AnniversaryEmails; anniversaryEmailTokens: AnniversaryEmailTokens } => ({
      anniversaryEmails: new SqlAnniversaryEmails(database),
      anniversaryEmailTokens: new HmacAnniversaryEmailTokens(secret),
    }),
  },
});
