import type { PaymentStatusResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { getJson } from '../../../lib/api-client.js';

export function fetchPaymentStatus(memoryId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return getJson<PaymentStatusResponse>(`/payment-status/${encodeURIComponent(memoryId)}`, { signal });
}
