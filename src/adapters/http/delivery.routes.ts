import { Router } from '@koa/router';
import { z } from 'zod';
import { GetRecipientDelivery } from '../../application/delivery/get-recipient-delivery.js';
import { SetRecipientDelivery } from '../../application/delivery/set-recipient-delivery.js';
import { jsonBody } from '../shared/json-body.js';
import type { ResolveUseCase } from '../shared/resolve-use-case.js';
import type { OwnedDeliveryResponse } from './contract/delivery.contract.js';
import { bearerToken, parseRequest } from './request-schemas.js';
import { memoryIdParam } from './route-params.js';

/** The address's own checks are the domain's (`delivery.email-invalid`); this bound only keeps a request small. */
const setDeliveryBody = z.object({ to: z.string().max(320).nullable() });

/**
 * `GET /api/update/{id}/delivery` and `PUT` (with the edit token): the page's delivery on the day as its owner sees it
 * (the address masked), and the owner's request, change or cancellation of it until the page opens: 400 for an
 * address that is not one or a page without a reveal date, 409 once the page opened or the e-mail went out.
 */
export function deliveryRoutes(useCase: ResolveUseCase): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/update/:id/delivery', async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(GetRecipientDelivery).execute({ id, token: bearerToken(ctx.get('authorization')) })) satisfies OwnedDeliveryResponse;
  });

  router.put('/update/:id/delivery', jsonBody({ limit: '4kb' }), async (ctx) => {
    const id = memoryIdParam(ctx.params.id);
    const { to } = parseRequest(setDeliveryBody, ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = (await useCase(SetRecipientDelivery).execute({
      id,
      token: bearerToken(ctx.get('authorization')),
      to,
    })) satisfies OwnedDeliveryResponse;
  });

  return router;
}
