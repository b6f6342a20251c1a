/**
 * The JSON shapes of the HTTP API (spec section 7, under /api). The UI imports these with `import type` only.
 */
import type { OpenPageView, OwnedMemoryView, PageContent, PublicPageView, SealedPageView } from '../../../application/shared/memory-views.js';
import type { PaymentStatusView } from '../../../application/buyer/get-payment-status.js';
import type { DomainErrorCode } from '../../../domain/shared/error-codes.js';

export const API_BASE = '/api';

/** Where the buyer pays: POST /api/checkout/{id} ("Tentar novamente", "Voltar ao pagamento"). */
export interface CheckoutResponse {
  readonly init_point: string;
}

/** POST /api/create-payment (multipart: yourName, lovedName, datingSince, message, plan, youtube, email, photos[]) */
export interface CreatePaymentResponse extends CheckoutResponse {
  readonly memory_id: string;
  /** Kept by the ordering browser only: lets it correct the buyer's address for an hour (POST /api/email-correction/{id}). */
  readonly email_correction_key: string;
}

/** POST /api/email-correction/{id} with JSON { email, key } */
export interface EmailCorrectionRequest {
  readonly email: string;
  readonly key: string;
}
/** 202: the address now used, masked ("a•••@gmail.com"), and whether the page's e-mail was queued to it again. */
export interface EmailCorrectionResponse {
  readonly email_masked: string;
  readonly queued: boolean;
}

/** GET /api/{slug}/{id}: the page, open (`opensAt` null) or, before its reveal date, sealed. */
export type PublicPageResponse = PublicPageView;
export type OpenPageResponse = OpenPageView;
/** What an open page shows, in its public answer and in the owner's record alike. */
export type PageContentResponse = PageContent;
export type SealedPageResponse = SealedPageView;

/** GET /api/update/{id} and PUT /api/update/{id} (multipart: message, datingSince, youtube, removedPhotos, photos[]) */
export type MemoryRecordResponse = OwnedMemoryView;

/** POST /api/resend-qrcode with JSON { email } */
export interface ResendQrCodeRequest {
  readonly email: string;
}
export interface ResendQrCodeResponse {
  readonly success: boolean;
  readonly message: string;
}

/** GET /api/payment-status/{id} */
export type PaymentStatusResponse = PaymentStatusView;

export type HttpErrorCode =
  | DomainErrorCode
  | 'request.invalid'
  | 'request.too-large'
  | 'request.rate-limited'
  | 'route.not-found'
  | 'payment.provider-unavailable'
  | 'webhook.invalid-signature'
  | 'service.unavailable'
  | 'service.busy'
  | 'internal';

/** Every error answer: a Portuguese sentence to show as it is, and a stable code to branch on. */
export interface ErrorResponse {
  readonly error: string;
  readonly code: HttpErrorCode;
  readonly field?: string;
}
