/** JSON in the shapes Mercado Pago's API documents (and answers with), trimmed to what a Checkout Pro shop reads. */

export interface FakePaymentRecord {
  readonly id: number;
  externalReference: string | null;
  status: string;
  amount: number;
  currency: string;
  readonly dateCreated: Date;
  dateLastUpdated: Date;
  dateApproved: Date | null;
  /** Mercado Pago's `payment_method_id` and `payment_type_id`: "pix" and "bank_transfer" unless a test pays otherwise. */
  readonly paymentMethodId: string;
  readonly paymentTypeId: string;
}

export interface MercadoPagoErrorBody {
  readonly message: string;
  readonly error: string;
  readonly status: number;
  readonly cause: readonly { readonly code: number | string; readonly description: string; readonly data: null }[];
}

export const FAKE_COLLECTOR_ID = 1_234_567_890;

/** Mercado Pago writes its dates with the seller's offset; Brazil's is -03:00. */
export function mercadoPagoDate(date: Date): string {
  const local = new Date(date.getTime() - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 23)}-03:00`;
}

const STATUS_DETAIL: Readonly<Record<string, string>> = {
  approved: 'accredited',
  pending: 'pending_waiting_transfer',
  authorized: 'pending_capture',
  in_process: 'pending_contingency',
  in_mediation: 'in_mediation',
  rejected: 'cc_rejected_other_reason',
  cancelled: 'expired',
  refunded: 'refunded',
  charged_back: 'settled',
};

export function paymentJson(payment: FakePaymentRecord): Record<string, unknown> {
  return {
    id: payment.id,
    date_created: mercadoPagoDate(payment.dateCreated),
    date_approved: payment.dateApproved ? mercadoPagoDate(payment.dateApproved) : null,
    date_last_updated: mercadoPagoDate(payment.dateLastUpdated),
    date_of_expiration: null,
    money_release_date: null,
    operation_type: 'regular_payment',
    issuer_id: null,
    payment_method_id: payment.paymentMethodId,
    payment_type_id: payment.paymentTypeId,
    status: payment.status,
    status_detail: STATUS_DETAIL[payment.status] ?? payment.status,
    currency_id: payment.currency,
    description: null,
    live_mode: false,
    collector_id: FAKE_COLLECTOR_ID,
    payer: { id: null, email: null, identification: { type: null, number: null }, type: null },
    metadata: {},
    additional_info: {},
    external_reference: payment.externalReference,
    transaction_amount: payment.amount,
    transaction_amount_refunded: payment.status === 'refunded' ? payment.amount : 0,
    coupon_amount: 0,
    transaction_details: { net_received_amount: payment.amount, total_paid_amount: payment.amount, overpaid_amount: 0, installment_amount: 0 },
    installments: 1,
    captured: true,
    binary_mode: false,
    statement_descriptor: null,
    notification_url: null,
    refunds: [],
  };
}

export function errorBody(status: number, error: string, message: string, cause: MercadoPagoErrorBody['cause'] = []): MercadoPagoErrorBody {
  return { message, error, status, cause };
}

export const paymentNotFound = (): MercadoPagoErrorBody =>
  errorBody(404, 'not_found', 'Payment not found', [{ code: 2000, description: 'Payment not found', data: null }]);

/** What api.mercadopago.com answers for a path it does not serve. */
export const resourceNotFound = () => ({
  error: 'resource not found',
  message:
    'Si quieres conocer los recursos de la API que se encuentran disponibles visita el Sitio de Desarrolladores de MercadoLibre (https://developers.mercadopago.com)',
});

export const invalidToken = (): MercadoPagoErrorBody => errorBody(401, 'unauthorized', 'invalid access token');

/** Mercado Pago echoes a token that is not even shaped like one. */
export const malformedToken = (token: string): MercadoPagoErrorBody =>
  errorBody(400, 'bad_request', `Malformed access_token: ${token}`, [
    { code: 'malformed_access_token', description: `Malformed access_token: ${token}`, data: null },
  ]);

export const internalError = (status = 500): MercadoPagoErrorBody => errorBody(status, 'internal_error', 'Internal server error');
