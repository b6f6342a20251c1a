import { ContainerModule } from 'inversify';
import type { PageSkies } from '../../../application/ports/page-skies.js';
import { GetOwnedSky } from '../../../application/sky/get-owned-sky.js';
import { GetPageSky } from '../../../application/sky/get-page-sky.js';
import { RemovePageSky } from '../../../application/sky/remove-page-sky.js';
import { SetPageSky } from '../../../application/sky/set-page-sky.js';
import { SkyOrderAddOn } from '../../../application/sky/sky-order-add-on.js';
import { QuestionGate } from '../../../application/question/question-gate.js';
import { skyRoutes } from '../../http/sky.routes.js';
import { SqlPageSkies } from '../../persistence/mikro-orm/sql-page-skies.js';
import { useCase } from '../modules/use-case.js';
import { PORTS as P } from '../ports.js';
import { featureModule } from './feature-module.js';

/** "O céu daquela noite": the sky on the public page, the owner's place on the edit page and with the order. */
export const skyFeature = featureModule({
  useCases: new ContainerModule(({ bind }) => {
    useCase(bind, GetPageSky, [P.PublicPageRepository, P.PageSkies, P.Clock, QuestionGate]);
    useCase(bind, GetOwnedSky, [P.MemoryRepository, P.EditTokens, P.PageSkies, P.Clock]);
    useCase(bind, SetPageSky, [P.MemoryRepository, P.EditTokens, P.PageSkies, P.Clock]);
    useCase(bind, RemovePageSky, [P.MemoryRepository, P.EditTokens, P.PageSkies, P.Clock]);
    useCase(bind, SkyOrderAddOn, [P.PageSkies]);
    bind(P.OrderAddOn).toService(SkyOrderAddOn);
  }),
  routes: ({ runtime }) => [skyRoutes(runtime.useCase)],
  ports: {
    tokens: { pageSkies: P.PageSkies },
    make: ({ database }): { pageSkies: PageSkies } => ({ pageSkies: new SqlPageSkies(database) }),
  },
});
