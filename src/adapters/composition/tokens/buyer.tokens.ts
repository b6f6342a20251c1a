import type { CreateMemory } from '../../../application/buyer/create-memory.js';
import type { GetPublicPage } from '../../../application/buyer/get-public-page.js';
import type { CheckPhotoAccess } from '../../../application/buyer/check-photo-access.js';
import type { GetOwnedMemory } from '../../../application/buyer/get-owned-memory.js';
import type { UpdateMemory } from '../../../application/buyer/update-memory.js';
import type { ResendQrCodeEmail } from '../../../application/buyer/resend-qr-code-email.js';
import type { GetPaymentStatus } from '../../../application/buyer/get-payment-status.js';
import type { RefreshPaymentStatus } from '../../../application/buyer/refresh-payment-status.js';
import type { GetCheckoutSummary } from '../../../application/buyer/get-checkout-summary.js';
import type { ReopenCheckout } from '../../../application/buyer/reopen-checkout.js';
import type { CorrectBuyerEmail } from '../../../application/buyer/correct-buyer-email.js';
import type { AdmitNewOrder } from '../../../application/buyer/admit-new-order.js';
import { token } from './token.js';

/** What the buyer, the owner and the recipient ask for, through the web app. */
export const BUYER_TOKENS = {
  CreateMemory: token<CreateMemory>('CreateMemory'),
  AdmitNewOrder: token<AdmitNewOrder>('AdmitNewOrder'),
  GetPublicPage: token<GetPublicPage>('GetPublicPage'),
  CheckPhotoAccess: token<CheckPhotoAccess>('CheckPhotoAccess'),
  GetOwnedMemory: token<GetOwnedMemory>('GetOwnedMemory'),
  UpdateMemory: token<UpdateMemory>('UpdateMemory'),
  ResendQrCodeEmail: token<ResendQrCodeEmail>('ResendQrCodeEmail'),
  GetPaymentStatus: token<GetPaymentStatus>('GetPaymentStatus'),
  RefreshPaymentStatus: token<RefreshPaymentStatus>('RefreshPaymentStatus'),
  GetCheckoutSummary: token<GetCheckoutSummary>('GetCheckoutSummary'),
  ReopenCheckout: token<ReopenCheckout>('ReopenCheckout'),
  CorrectBuyerEmail: token<CorrectBuyerEmail>('CorrectBuyerEmail'),
} as const;
