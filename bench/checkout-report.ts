import type { CheckoutFigures } from './checkout.js';
import type { Section } from './support/table.js';
import { describeTarget, target, verdict, type Target } from './support/targets.js';

const s1 = (ms: number) => (ms / 1000).toFixed(1);

/** "Ir para o pagamento" → the checkout, on the throttled phone, after the fill. */
export function checkoutSection(checkout: CheckoutFigures, targets: Target[]): Section {
  const wait = target('"Ir para o pagamento" → checkout, 400 kbit/s, three camera photos', checkout.clickToCheckoutMs / 1000, ' s', '<=', 8);
  targets.push(wait);
  return {
    title: `"Ir para o pagamento" → demo checkout loaded (${checkout.network}), after a ${s1(checkout.fillMs)} s fill`,
    rows: [
      ['Click → checkout', `${s1(checkout.clickToCheckoutMs)} s`, '', '', describeTarget(wait), verdict(wait)],
      ['  photos already sent at the click', `${checkout.sentBeforeClick} of 3`, '', '', '(context)', ''],
      [
        '  payment request / photos sent (1600 px copies)',
        `${checkout.paymentRequestBytes.toLocaleString('en-US')} B / ${Math.round(checkout.photoBytesSent / 1024).toLocaleString('en-US')} KiB`,
        '',
        '',
        '(context)',
        '',
      ],
    ],
    notes: [
      'the form loads unthrottled; the connection is slowed from the photos chosen on; three 12 MP noisy test photos (the bench photos)',
      'before photos went up while the buyer wrote, the same click sent the whole photos with the order: about 54 s',
    ],
  };
}
