import type { ErrorResponse, PaymentStatusResponse } from '../../adapters/http/contract/memories.contract.js';

/** Where the API lives; one constant so a separate API host stays possible. */
export const API_BASE = '/api';

export async function fetchPaymentStatus(id: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  const response = await fetch(`${API_BASE}/payment-status/${encodeURIComponent(id)}`, { signal });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ErrorResponse | null;
    throw new Error(body?.error ?? 'Erro ao processar. Tente novamente.');
  }
  return (await response.json()) as PaymentStatusResponse;
}
