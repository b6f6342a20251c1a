import type { CreatePaymentResponse, PaymentStatusResponse } from '../../../../adapters/http/contract/memories.contract.js';
import { getJson } from '../../../lib/api-client.js';
import { postJson } from '../../../lib/api-send.js';

export function fetchPaymentStatus(memoryId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return getJson<PaymentStatusResponse>(`/payment-status/${encodeURIComponent(memoryId)}`, { signal });
}

/** The same order back to its checkout ("Tentar novamente"), without filling the form again. */
export function reopenCheckout(memoryId: string): Promise<CreatePaymentResponse> {
  return postJson<CreatePaymentResponse>(`/checkout/${encodeURIComponent(memoryId)}`, {});
}
