import { ContainerModule } from 'inversify';
import { GetOwnedLetters } from '../../../application/letters/get-owned-letters.js';
import { GetPageLetters } from '../../../application/letters/get-page-letters.js';
import { LettersOrderAddOn } from '../../../application/letters/letters-order-add-on.js';
import { LetterOpenedEmailBuilder } from '../../../application/letters/letter-opened-email-builder.js';
import { OpenLetter } from '../../../application/letters/open-letter.js';
import { RemoveLetter } from '../../../application/letters/remove-letter.js';
import { WriteLetter } from '../../../application/letters/write-letter.js';
import type { FutureLetters } from '../../../application/ports/future-letters.js';
import { QuestionGate } from '../../../application/question/question-gate.js';
import { MemoryLinks } from '../../../application/shared/memory-links.js';
import { lettersRoutes } from '../../http/letters.routes.js';
import { SqlFutureLetters } from '../../persistence/mikro-orm/sql-future-letters.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { featureModule } from './feature-module.js';

/**
 * "Cartas para o futuro": the letters written with the order, the owner's letters on the edit page, the envelopes and the opening of a letter on the public
 * page, "A carta de … foi aberta" to the buyer, and the store that support's commands read and copy.
 */
export const lettersFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, GetOwnedLetters, [P.MemoryRepository, P.EditTokens, P.FutureLetters, P.Clock]);
    useCase(bind, WriteLetter, [P.MemoryRepository, P.EditTokens, P.FutureLetters, P.IdGenerator, P.Clock]);
    useCase(bind, RemoveLetter, [P.MemoryRepository, P.EditTokens, P.FutureLetters, P.Clock]);
    useCase(bind, GetPageLetters, [P.PublicPageRepository, P.FutureLetters, P.Clock, QuestionGate]);
    useCase(bind, OpenLetter, [P.PublicPageRepository, P.FutureLetters, P.EditTokens, P.Clock, QuestionGate]);
    useCase(bind, LetterOpenedEmailBuilder, [MemoryLinks, P.FutureLetters]);
    useCase(bind, LettersOrderAddOn, [P.FutureLetters, P.IdGenerator]);
    bind(P.OrderAddOn).toService(LettersOrderAddOn);
  }),
  routes: ({ runtime, workers }) => [lettersRoutes(runtime.useCase, { onEmailQueued: () => void workers?.deliverEmailsNow() })],
  /** The pages' letters for the future. */
  ports: {
    tokens: { futureLetters: P.FutureLetters },
    make: ({ database }): { futureLetters: FutureLetters } => ({ futureLetters: new SqlFutureLetters(database) }),
  },
});
