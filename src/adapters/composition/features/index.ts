/**
 * The features of the shop, one line each: their use cases, bound by their class, their routes and the adapters of
 * the ports they own (feature-module.ts). The core the features stand on (the buyer's pages, housekeeping, support,
 * safekeeping, the shared helpers) joins as plain use-case modules (../modules/).
 *
 * A use case is bound under its own class (`container.get(CreateMemory)`), in one line of its feature's module:
 * `useCase(bind, CreateMemory, [PORTS.MemoryRepository, PORTS.PhotoProcessor, …])`, or `useCaseBuilt(…)` when its
 * constructor also takes a setting. The dependency list is type-checked against the constructor's parameters, and the
 * application classes carry no decorator. Only the ports, which are interfaces with no value at run time, have a
 * token (../ports.ts).
 *
 * Why: with a token per use case, adding one touched five to seven files (the class, a token file, the module, the
 * route bag and web-server.ts, or both CLI runtime files): AdmitNewOrder took its class, buyer.tokens.ts,
 * buyer.module.ts, web-server.ts and memories.routes.ts; StartPageOrder also the merged token list. Wiring files
 * were the most changed in the history. Now it is three: the class, one line in its module, and its caller (a route
 * file or a CLI command), which resolves the use case by class. And a feature's routes and adapters were named in
 * container.ts and web-server.ts as well: now its module holds them, and a new feature is one line below.
 *
 * The routes are registered in this order, after the API's own (koa-app.ts), and where two features' paths overlap the
 * first one registered is asked first: `/checkout/demo/{id}` is the checkout of a first purchase before the renewal's
 * demo checkout of an order (each passes on an id that is not its own), and `POST /api/plan/{id}/replies` is a reply's
 * route before the renewal's `POST /api/plan/{id}/{kind}`. Keep the order as it is.
 */
import { buyerModule } from '../modules/buyer.module.js';
import { housekeepingModule } from '../modules/housekeeping.module.js';
import { safekeepingModule } from '../modules/safekeeping.module.js';
import { sharedModule } from '../modules/shared.module.js';
import { supportModule } from '../modules/support.module.js';
import { anniversariesFeature } from './anniversaries.feature.js';
import { deliveryFeature } from './delivery.feature.js';
import { lettersFeature } from './letters.feature.js';
import { questionFeature } from './question.feature.js';
import { chaptersFeature } from './chapters.feature.js';
import { musicFeature } from './music.feature.js';
import { openingsFeature } from './openings.feature.js';
import { paymentsFeature } from './payments.feature.js';
import { renewalFeature } from './renewal.feature.js';
import { repliesFeature } from './replies.feature.js';
import { shareCardFeature } from './share-card.feature.js';
import { skyFeature } from './sky.feature.js';
import { voiceFeature } from './voice.feature.js';

export const FEATURES = [
  { useCases: sharedModule },
  { useCases: safekeepingModule },
  { useCases: buyerModule },
  paymentsFeature,
  { useCases: housekeepingModule },
  { useCases: supportModule },
  shareCardFeature,
  openingsFeature,
  musicFeature,
  anniversariesFeature,
  repliesFeature,
  renewalFeature,
  deliveryFeature,
  lettersFeature,
  questionFeature,
  skyFeature,
  voiceFeature,
  chaptersFeature,
] as const;
