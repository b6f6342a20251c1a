import type { Config } from '../../../config/config.js';
import type { PaymentGateway } from '../../application/ports/payment-gateway.js';
import { DemoPaymentGateway } from '../payments/demo/demo-payment-gateway.js';
import { OembedVideoCatalogue, UnaskedVideoCatalogue } from '../youtube/oembed-video-catalogue.js';
import type { CorePortAdapters } from './port-adapters.js';

/** The services outside the shop an order asks: the checkout, and YouTube about the music (overridden in tests). */
export async function servicesOutsideFor(
  config: Config,
  overrides: Partial<CorePortAdapters>,
): Promise<Pick<CorePortAdapters, 'paymentGateway' | 'videos'>> {
  return {
    paymentGateway: overrides.paymentGateway ?? (await paymentGatewayFor(config)),
    videos: config.youtubeOembed ? new OembedVideoCatalogue(config.youtubeOembed) : new UnaskedVideoCatalogue(),
  };
}

/**
 * The checkout of the configuration: Mercado Pago when its token is set, the demonstration otherwise. The SDK (some
 * 12 MB resident) is loaded only when it is used.
 */
async function paymentGatewayFor(config: Config): Promise<PaymentGateway> {
  const payments = config.payments;
  if (payments.provider === 'demo') return new DemoPaymentGateway(config.publicUrl);
  const { MercadoPagoPaymentGateway } = await import('../payments/mercadopago/mercado-pago-payment-gateway.js');
  return new MercadoPagoPaymentGateway({
    accessToken: payments.accessToken,
    apiUrl: payments.apiUrl,
    publicUrl: config.publicUrl,
    timeoutMs: payments.timeoutMs,
    statementDescriptor: payments.statementDescriptor,
  });
}
