import { QuestionGate } from '../../../application/question/question-gate.js';
import type { Router } from '@koa/router';
import { ContainerModule } from 'inversify';
import { PageOpenedEmailBuilder } from '../../../application/openings/page-opened-email-builder.js';
import { RecordPageOpening } from '../../../application/openings/record-page-opening.js';
import { TurnOffOpeningEmails } from '../../../application/openings/turn-off-opening-emails.js';
import type { OpeningEmailTokens } from '../../../application/ports/opening-email-tokens.js';
import type { PageOpenings } from '../../../application/ports/page-openings.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { HeldAnswers } from '../../http/middleware/held-answers.js';
import { RateLimiter } from '../../http/middleware/rate-limiter.js';
import {
  OPENINGS_LIMIT_WINDOW_MS,
  OPENINGS_PER_PAGE,
  OVER_LIMIT_HELD,
  OVER_LIMIT_PAUSE_MS,
  openingEmailsRoutes,
  pageOpeningsRoutes,
} from '../../http/page-openings.routes.js';
import { SqlPageOpenings } from '../../persistence/mikro-orm/sql-page-openings.js';
import { HmacOpeningEmailTokens } from '../../security/hmac-opening-email-tokens.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import type { Runtime } from '../runtime.js';
import { featureModule } from './feature-module.js';

/** Counting a page's openings, the first opening's e-mail, and the link in it that turns it off. */
export const openingsFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, RecordPageOpening, [
      P.PublicPageRepository,
      P.PageOpenings,
      P.Clock,
      P.EditTokens,
      P.EmailCorrectionKeys,
      P.Outcomes,
      QuestionGate,
    ]);
    useCase(bind, TurnOffOpeningEmails, [P.MemoryRepository, P.PageOpenings, P.OpeningEmailTokens]);
    useCase(bind, PageOpenedEmailBuilder, [MemoryLinks, P.PageOpenings, P.OpeningEmailTokens]);
  }),
  routes: ({ runtime, shopLook }) => [openingsRoutesOf(runtime), openingEmailsRoutes(runtime.useCase, shopLook)],
  /** The counts of a page's openings and whether their e-mail is on, and the signature of the link that turns it off. */
  ports: {
    tokens: { pageOpenings: P.PageOpenings, openingEmailTokens: P.OpeningEmailTokens },
    make: ({ database, secret }): { pageOpenings: PageOpenings; openingEmailTokens: OpeningEmailTokens } => ({
      pageOpenings: new SqlPageOpenings(database),
      openingEmailTokens: new HmacOpeningEmailTokens(secret),
    }),
  },
});

/** Keys the in-memory limiter holds at most, as the API's other limiters. */
const MAX_KEYS = 10_000;

/** The "opened" route, limited in the database the instances share (PostgreSQL) or in memory. */
function openingsRoutesOf(runtime: Runtime): Router {
  const { coordination } = runtime;
  const openingsPerPage =
    coordination.rateLimit?.('page-opening', OPENINGS_PER_PAGE, OPENINGS_LIMIT_WINDOW_MS) ??
    new RateLimiter(OPENINGS_PER_PAGE, OPENINGS_LIMIT_WINDOW_MS, { maxKeys: MAX_KEYS });
  return pageOpeningsRoutes(runtime.useCase, {
    openingsPerPage,
    overLimit: new HeldAnswers(OVER_LIMIT_PAUSE_MS, OVER_LIMIT_HELD),
  });
}
