/**
 * The use cases of each actor, bound by their class.
 *
 * A use case is bound under its own class (`container.get(CreateMemory)`), in one line of its actor's module:
 * `useCase(bind, CreateMemory, [PORTS.MemoryRepository, PORTS.PhotoProcessor, …])`, or `useCaseBuilt(…)` when its
 * constructor also takes a setting. The dependency list is type-checked against the constructor's parameters, and the
 * application classes carry no decorator. Only the ports, which are interfaces with no value at run time, have a
 * token (../ports.ts).
 *
 * Why: with a token per use case, adding one touched five to seven files (the class, a token file, the module, the
 * route bag and web-server.ts, or both CLI runtime files): AdmitNewOrder took its class, buyer.tokens.ts,
 * buyer.module.ts, web-server.ts and memories.routes.ts; StartPageOrder also the merged token list. Wiring files
 * were the most changed in the history. Now it is three: the class, one line here, and its caller (a route file
 * or a CLI command), which resolves the use case by class. A new module joins the list below.
 */
import { anniversariesModule } from './anniversaries.module.js';
import { buyerModule } from './buyer.module.js';
import { housekeepingModule } from './housekeeping.module.js';
import { openingsModule } from './openings.module.js';
import { paymentsModule } from './payments.module.js';
import { repliesModule } from './replies.module.js';
import { renewalModule } from './renewal.module.js';
import { safekeepingModule } from './safekeeping.module.js';
import { shareCardModule } from './share-card.module.js';
import { sharedModule } from './shared.module.js';
import { supportModule } from './support.module.js';

export const USE_CASE_MODULES = [
  sharedModule,
  safekeepingModule,
  buyerModule,
  paymentsModule,
  housekeepingModule,
  supportModule,
  shareCardModule,
  openingsModule,
  renewalModule,
  anniversariesModule,
  repliesModule,
] as const;
