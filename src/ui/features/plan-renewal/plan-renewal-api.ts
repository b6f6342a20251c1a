import type { PlanOrderResponse, PlanSummaryResponse } from '../../../adapters/http/contract/plan-renewal.contract.js';
import { getJson } from '../../lib/api-client.js';
import { bearer, postJson } from '../../lib/api-send.js';

/** Who asks: the owner's edit token, or the key of a renewal link. */
export type PlanCredentials = { readonly token: string } | { readonly chave: string };

const headersOf = (credentials: PlanCredentials) => ('token' in credentials ? bearer(credentials.token) : {});

export function fetchPlanSummary(memoryId: string, credentials: PlanCredentials): Promise<PlanSummaryResponse> {
  const query = 'chave' in credentials ? `?chave=${encodeURIComponent(credentials.chave)}` : '';
  return getJson(`/plan/${encodeURIComponent(memoryId)}/summary${query}`, { headers: headersOf(credentials) });
}

export function fetchOrderSummary(orderId: string): Promise<PlanSummaryResponse> {
  return getJson(`/plan/order/${encodeURIComponent(orderId)}`);
}

export function startPlanOrder(memoryId: string, kind: 'renewal' | 'upgrade', credentials: PlanCredentials): Promise<PlanOrderResponse> {
  const body = 'chave' in credentials ? { chave: credentials.chave } : {};
  return postJson(`/plan/${encodeURIComponent(memoryId)}/${kind}`, body, { headers: headersOf(credentials) });
}
