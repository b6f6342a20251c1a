import type { Middleware } from 'koa';
import { PaymentProviderUnavailableError } from '../../application/ports/payment-gateway.js';
import { DomainError, type ErrorDetails } from '../../domain/shared/domain-error.js';
import type { DomainErrorCode } from '../../domain/shared/error-codes.js';
import type { ErrorResponse } from './contract/memories.contract.js';
import { HttpError } from './http-error.js';

interface HttpMapping {
  readonly status: number;
  readonly message: (details: ErrorDetails) => string;
}

const NAME_LABEL: Record<string, string> = { yourName: 'Seu nome', lovedName: 'O nome de quem você ama' };
const PLAN_NAME: Record<string, string> = { basic: 'Anual', premium: 'Pra Sempre' };
const megabytes = (bytes: unknown) => Math.round(Number(bytes) / (1024 * 1024));

const byCode = {
  'memory.name-required': { status: 400, message: (d) => `Nome é obrigatório: preencha o campo "${NAME_LABEL[String(d.field)] ?? 'Nome'}".` },
  'memory.name-too-short': { status: 400, message: (d) => `Nome muito curto: "${NAME_LABEL[String(d.field)] ?? 'Nome'}" precisa de pelo menos 2 letras.` },
  'memory.email-invalid': { status: 400, message: () => 'Por favor, insira um e-mail válido!' },
  'memory.message-required': { status: 400, message: () => 'Mensagem é obrigatória' },
  'memory.message-too-long': { status: 400, message: (d) => `A mensagem pode ter no máximo ${d.limit} caracteres.` },
  'memory.dating-since-invalid': { status: 400, message: () => 'Data de início inválida: informe uma data que exista, como 2023-02-14.' },
  'memory.dating-since-in-future': { status: 400, message: () => 'A data de início não pode estar no futuro.' },
  'memory.youtube-invalid': { status: 400, message: () => 'Link do YouTube inválido' },
  'memory.photo-required': { status: 400, message: () => 'Por favor, selecione pelo menos uma foto!' },
  'memory.photo-limit-exceeded': {
    status: 400,
    message: (d) => `Plano ${PLAN_NAME[String(d.plan)] ?? 'Anual'} permite no máximo ${d.limit} foto(s).`,
  },
  'memory.photo-not-on-page': { status: 400, message: () => 'Uma das fotos marcadas para remoção não pertence a esta página.' },
  'memory.not-found': { status: 404, message: () => 'Página não encontrada.' },
  'memory.no-longer-available': {
    status: 410,
    message: (d) =>
      d.reason === 'expired'
        ? 'Esta página expirou: o Plano Anual fica no ar por 1 ano.'
        : 'Esta página não está mais disponível.',
  },
  'memory.invalid-transition': { status: 409, message: () => 'Esta ação não é possível no estado atual da página.' },
  'memory.concurrent-update': { status: 409, message: () => 'A página foi alterada ao mesmo tempo em outro lugar. Tente novamente.' },
  'edit-token.missing': { status: 401, message: () => 'Link de edição ausente: abra o link de edição enviado por e-mail.' },
  'edit-token.invalid': {
    status: 403,
    message: () => 'Link de edição inválido. Peça um novo link em "Reenviar QR Code" com o e-mail da compra.',
  },
  'photo.invalid-image': { status: 400, message: () => 'Um dos arquivos não é uma imagem válida. Envie fotos JPEG, PNG, WebP, GIF ou AVIF.' },
  'photo.too-large': { status: 413, message: (d) => `Cada foto pode ter no máximo ${megabytes(d.limitBytes) || 10} MB.` },
  'photo.too-many-pixels': { status: 400, message: () => 'A resolução de uma das fotos é grande demais. Envie uma foto menor.' },
} satisfies Record<DomainErrorCode, HttpMapping>;

export const INTERNAL_ERROR_MESSAGE = 'Erro ao processar. Tente novamente.';

export function domainErrorToHttp(error: DomainError): { status: number; body: ErrorResponse } {
  const mapping: HttpMapping = byCode[error.code];
  const field = typeof error.details.field === 'string' ? error.details.field : undefined;
  return { status: mapping.status, body: { error: mapping.message(error.details), code: error.code, ...(field ? { field } : {}) } };
}

export interface ErrorLog {
  error(message: string, fields?: Readonly<Record<string, unknown>>): void;
}

/** The one place errors become answers. Unknown errors are logged and answered without any internal detail. */
export function errorToHttp(logger: (ctx: Parameters<Middleware>[0]) => ErrorLog): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof DomainError) {
        const { status, body } = domainErrorToHttp(error);
        ctx.status = status;
        ctx.body = body;
      } else if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { error: error.publicMessage, code: error.code, ...(error.field ? { field: error.field } : {}) } satisfies ErrorResponse;
      } else if (isClientHttpError(error)) {
        const tooLarge = error.status === 413;
        ctx.status = error.status;
        ctx.body = {
          error: tooLarge ? 'O envio é grande demais.' : 'Requisição inválida.',
          code: tooLarge ? 'request.too-large' : 'request.invalid',
        } satisfies ErrorResponse;
      } else if (error instanceof PaymentProviderUnavailableError) {
        // The buyer sees the spec's create-failure toast; the order was already undone by the use case.
        logger(ctx).error('payment provider unavailable', { err: error });
        ctx.status = 502;
        ctx.body = { error: INTERNAL_ERROR_MESSAGE, code: 'payment.provider-unavailable' } satisfies ErrorResponse;
      } else {
        logger(ctx).error('request failed', { err: error });
        ctx.status = 500;
        ctx.body = { error: INTERNAL_ERROR_MESSAGE, code: 'internal' } satisfies ErrorResponse;
      }
    }
  };
}

/**
 * Errors Koa and its body parsers raise for a client's mistake (malformed JSON, body too large). Their own text is
 * never sent: only a generic Portuguese sentence.
 */
function isClientHttpError(error: unknown): error is { status: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
