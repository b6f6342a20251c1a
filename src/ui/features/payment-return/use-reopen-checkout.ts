import { useState } from 'react';
import { ApiError } from '../../lib/api-client.js';
import { checkoutNavigation } from '../../lib/checkout-navigation.js';
import { MESSAGES } from '../../../texts/messages.pt-br.js';
import { reopenCheckout } from './api/payment-return-api.js';

/** Back to the checkout of the same order ("Tentar novamente", "Voltar ao pagamento"): the page and its photos stay. */
export function useReopenCheckout(memoryId: string) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reopen = async () => {
    setOpening(true);
    setError(null);
    try {
      const { init_point } = await reopenCheckout(memoryId);
      checkoutNavigation.go(init_point);
    } catch (failure) {
      setOpening(false);
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : MESSAGES.createFailed);
    }
  };
  return { opening, error, reopen };
}
