import type { PageOrderKind } from '../domain/renewal/page-orders.js';
import { PLAN_TITLE } from './plans.pt-br.js';

/** The item a checkout of a renewal or an upgrade shows (Mercado Pago's item title, the demo checkout's line). */
export const ORDER_TITLE: Readonly<Record<PageOrderKind, string>> = {
  renewal: `Renovação do ${PLAN_TITLE.basic} por mais 1 ano`,
  upgrade: `Upgrade para o ${PLAN_TITLE.premium}`,
};
