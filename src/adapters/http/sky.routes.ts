import { Router } from '@koa/router';
import { GetOwnedSky } from '../../application/sky/get-owned-sky.js';
import { GetPageSky } from '../../application/sky/get-page-sky.js';
import type { OwnedSkyView } from '../../application/sky/owned-sky.js';
import { RemovePageSky } from '../../application/sky/remove-page-sky.js';
import { SetPageSky } from '../../application/sky/set-page-sky.js';
import { jsonBody } from '../shared/json-body.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import { skyResponse } from './sky-response.js';
import type { OwnedSkyResponse, PublicSkyResponse } from './contract/sky.contract.js';
import { answerProofIn } from './question-cookie.js';
import { bearerToken, parseRequest } from './request-schemas.js';
import { memoryIdParam, publicPageParams } from './route-params.js';
import { skyPlaceBody } from './sky-field.js';

const ownedResponse = (owned: OwnedSkyView): OwnedSkyResponse => ({ place: owned.place, sky: owned.sky ? skyResponse(owned.sky) : null });

/**
 * "O céu daquela noite". The owner's, with the edit token: `GET`, `PUT` (`{ name, latitude, longitude, timeZone }`) and
 * `DELETE /api/update/{id}/sky`. The visitor's: `GET /api/{slug}/{id}/sky`, the drawing and its caption (`{ sky: null }` when there is none to show).
 */
export function skyRoutes(useCase: ResolveUseCase): Router {
  const router = new Router({ prefix: '/api' });
  const json = jsonBody({ limit: '2kb' });

  router.get('/update/:id/sky', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ownedResponse(await useCase(GetOwnedSky).execute({ id, token: bearerToken(ctx.get('authorization')) }));
  });

  router.put('/update/:id/sky', json, async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    const place = parseRequest(skyPlaceBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = ownedResponse(await useCase(SetPageSky).execute({ id, token: bearerToken(ctx.get('authorization')), place }));
  });

  router.delete('/update/:id/sky', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    await useCase(RemovePageSky).execute({ id, token: bearerToken(ctx.get('authorization')) });
    ctx.status = 204;
  });

  router.get('/:slug/:id/sky', async (ctx) => {
    const { slug, id } = publicPageParams(ctx.params);
    ctx.set('Cache-Control', 'no-store');
    const answered = answerProofIn(ctx.get('cookie'));
    const view = await useCase(GetPageSky).execute({ slug, id, answered });
    ctx.body = { sky: view ? skyResponse(view) : null } satisfies PublicSkyResponse;
  });

  return router;
}
