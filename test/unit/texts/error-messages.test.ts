import { describe, expect, it } from 'vitest';
import type { ErrorDetails } from '../../../src/domain/shared/domain-error.js';
import { DOMAIN_ERROR_CODES, type DomainErrorCode } from '../../../src/domain/shared/error-codes.js';
import {
  ERROR_SENTENCES,
  errorSentence,
  invalidFieldSentence,
  PROCESSING_FAILED,
  REQUEST_ERROR_TEXT,
} from '../../../src/texts/error-messages.pt-br.js';
import { photoLimitSentence } from '../../../src/texts/messages.pt-br.js';

describe('every business error has a Portuguese sentence', () => {
  it.each(DOMAIN_ERROR_CODES)('%s', (code) => {
    const sentence = errorSentence({ code, details: {} });
    expect(typeof sentence).toBe('string');
    expect(sentence.trim()).not.toBe('');
  });

  it('has no sentence for a code the domain does not raise', () => {
    expect(Object.keys(ERROR_SENTENCES).sort()).toEqual([...DOMAIN_ERROR_CODES].sort());
  });
});

describe('the sentences, word for word (spec §4, §5, §8 and the HTTP answers)', () => {
  it.each<[DomainErrorCode, ErrorDetails, string]>([
    ['memory.name-required', { field: 'yourName' }, 'Nome é obrigatório: preencha o campo "Seu nome".'],
    ['memory.name-required', { field: 'lovedName' }, 'Nome é obrigatório: preencha o campo "O nome de quem você ama".'],
    ['memory.name-required', {}, 'Nome é obrigatório: preencha o campo "Nome".'],
    [
      'memory.name-emoji-only',
      { field: 'lovedName' },
      'Emojis e símbolos ficam de fora dos nomes, e "O nome de quem você ama" só tem isso: escreva o nome com letras.',
    ],
    ['memory.name-too-short', { field: 'lovedName' }, 'Nome muito curto: "O nome de quem você ama" precisa de pelo menos 2 letras.'],
    [
      'memory.name-too-long',
      { field: 'yourName', limit: 50, excess: 3 },
      'Nome longo demais: "Seu nome" tem 3 caracteres a mais (nomes têm até 50 caracteres).',
    ],
    ['memory.email-invalid', {}, 'Por favor, insira um e-mail válido!'],
    ['memory.message-required', {}, 'Mensagem é obrigatória'],
    ['memory.message-too-long', { limit: 2000 }, 'A mensagem pode ter no máximo 2000 caracteres.'],
    ['memory.dating-since-invalid', {}, 'Data de início inválida: informe uma data que exista, como 2023-02-14.'],
    ['memory.dating-since-in-future', {}, 'A data de início não pode estar no futuro.'],
    ['memory.youtube-invalid', {}, 'Link do YouTube inválido'],
    ['memory.photo-required', {}, 'Por favor, selecione pelo menos uma foto!'],
    ['memory.photo-limit-exceeded', { plan: 'basic', limit: 1, count: 2 }, 'Plano Anual permite no máximo 1 foto(s).'],
    ['memory.photo-limit-exceeded', { plan: 'premium', limit: 3, count: 4 }, 'Plano Pra Sempre permite no máximo 3 foto(s).'],
    ['memory.photo-limit-exceeded', { plan: 'gold', limit: 1 }, 'Plano Anual permite no máximo 1 foto(s).'],
    ['memory.photo-not-on-page', {}, 'Uma das fotos marcadas para remoção não pertence a esta página.'],
    ['memory.not-found', {}, 'Página não encontrada.'],
    ['memory.no-longer-available', { reason: 'expired' }, 'Esta página expirou: o Plano Anual fica no ar por 1 ano.'],
    ['memory.no-longer-available', { reason: 'suspended' }, 'Esta página não está mais disponível.'],
    ['memory.invalid-transition', {}, 'Esta ação não é possível no estado atual da página.'],
    ['memory.concurrent-update', {}, 'A página foi alterada ao mesmo tempo em outro lugar. Tente novamente.'],
    ['edit-token.missing', {}, 'Link de edição ausente: abra o link de edição enviado por e-mail.'],
    ['edit-token.invalid', {}, 'Link de edição inválido. Peça um novo link em "Reenviar QR Code" com o e-mail da compra.'],
    ['photo.invalid-image', {}, 'Um dos arquivos não é uma imagem válida. Envie fotos JPEG, PNG, WebP, GIF, AVIF ou HEIC.'],
    ['photo.too-large', { limitBytes: 10 * 1024 * 1024 }, 'Cada foto pode ter no máximo 10 MB.'],
    ['photo.too-large', { limitBytes: 5 * 1024 * 1024 }, 'Cada foto pode ter no máximo 5 MB.'],
    ['photo.too-large', {}, 'Cada foto pode ter no máximo 10 MB.'],
    ['photo.too-many-pixels', {}, 'A resolução de uma das fotos é grande demais. Envie uma foto menor.'],
    [
      'photo.too-many-pixels',
      { limitPixels: 25_000_000, format: 'heic' },
      'Uma das fotos HEIC é grande demais para abrirmos aqui: envie-a como JPEG (no iPhone: Ajustes › Câmera › Formatos › Mais Compatível).',
    ],
    [
      'photo.staging-full',
      {},
      'Estamos recebendo fotos demais neste momento e não conseguimos guardar a sua agora. Tente de novo em alguns minutos.',
    ],
    ['photo.upload-too-slow', {}, 'A foto estava chegando devagar demais e o envio foi interrompido. Verifique a conexão e tente de novo.'],
  ])('%s %j → %s', (code, details, sentence) => {
    expect(errorSentence({ code, details })).toBe(sentence);
  });

  it('says the photo limit the same way for the server and the form', () => {
    expect(photoLimitSentence('Pra Sempre', 3)).toBe('Plano Pra Sempre permite no máximo 3 foto(s).');
  });
});

describe('what the HTTP edge answers before any business rule', () => {
  it('falls back to the spec’s create-failure sentence', () => {
    expect(PROCESSING_FAILED).toBe('Erro ao processar. Tente novamente.');
  });

  it.each(Object.entries(REQUEST_ERROR_TEXT))('%s is a sentence', (_name, sentence) => {
    expect(sentence).toMatch(/^[A-ZÀ-Ú].*\.$/);
  });

  it.each<[string, 'invalid' | 'too-long', string]>([
    ['message', 'too-long', 'O campo "Mensagem" é longo demais.'],
    ['lovedName', 'invalid', 'O campo "Nome de quem você ama" é inválido.'],
    ['removedPhotos', 'invalid', 'O campo "Fotos removidas" é inválido.'],
    ['extra', 'invalid', 'O campo "extra" é inválido.'],
    ['', 'invalid', 'Requisição inválida.'],
  ])('field %j, %s → %s', (field, problem, sentence) => {
    expect(invalidFieldSentence(field, problem)).toBe(sentence);
  });
});
