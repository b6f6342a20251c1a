import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config/config.js';

const folder = mkdtempSync(join(tmpdir(), 'shop-content-'));
let files = 0;

function file(text: string, extension = 'yaml'): string {
  const path = join(folder, `shop-${files++}.${extension}`);
  writeFileSync(path, text);
  return path;
}

function problemsOf(path: string): string[] {
  try {
    loadConfig({ SHOP_CONTENT: path });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).problems];
  }
  throw new Error('expected a ConfigError');
}

describe('SHOP_CONTENT', () => {
  it('reads a YAML file: contacts made profiles, prices in cents, a promotion through its last day in São Paulo', () => {
    const given = loadConfig({
      SHOP_CONTENT: file(
        [
          'name: Amor em Página',
          'contactEmail: Contato@AmorEmPagina.com.br',
          "instagram: '@amorempagina'",
          'tiktok: https://www.tiktok.com/@amorempagina',
          'testimonials:',
          '  - { text: Ela chorou quando escaneou o QR Code., name: Paula, city: "Curitiba, PR" }',
          'prices: { basic: 15, premium: "19,90" }',
          'promotion: { percent: 30, ends: 2027-06-14 }',
          'withdrawal: until-opened',
        ].join('\n'),
      ),
    }).shopContentFile;
    expect(given).toEqual({
      name: 'Amor em Página',
      contactEmail: 'contato@amorempagina.com.br',
      instagram: { handle: '@amorempagina', url: 'https://www.instagram.com/amorempagina' },
      tiktok: { handle: '@amorempagina', url: 'https://www.tiktok.com/@amorempagina' },
      testimonials: [{ text: 'Ela chorou quando escaneou o QR Code.', name: 'Paula', city: 'Curitiba, PR' }],
      prices: { basic: 1500, premium: 1990 },
      promotion: { kind: 'percent', percent: 30, endsAt: new Date('2027-06-15T03:00:00.000Z') },
      withdrawal: 'until-opened',
    });
  });

  it('reads JSON, and gives only the fields the file has', () => {
    expect(
      loadConfig({ SHOP_CONTENT: file('{"faq":[{"question":"Tem nota fiscal?","answer":"Sim, por e-mail."}]}', 'json') }).shopContentFile,
    ).toEqual({
      extraFaq: [{ question: 'Tem nota fiscal?', answer: 'Sim, por e-mail.' }],
    });
    expect(loadConfig({}).shopContentFile).toBeNull();
  });

  it('refuses the start naming the field, in Portuguese', () => {
    expect(problemsOf(file('promotion: { percent: 50 }'))).toEqual([expect.stringContaining('"promotion.ends"')]);
    expect(problemsOf(file('contactEmail: contato'))).toEqual([
      'SHOP_CONTENT: o campo "contactEmail" deve ser um e-mail, como contato@sualoja.com.br',
    ]);
    expect(problemsOf(file('prices: { basic: 20, premium: 16 }'))).toEqual(['SHOP_CONTENT: o campo "prices" o premium deve custar mais que o basic']);
    expect(problemsOf(file('testimonials:\n  - { text: Lindo demais o presente., name: Ana }'))).toEqual([
      expect.stringContaining('"testimonials.0.city"'),
    ]);
    expect(problemsOf(file('promotion: { listPrices: { basic: 10, premium: 32 }, ends: 2027-01-01 }'))).toEqual([
      'SHOP_CONTENT: o campo "promotion.listPrices.basic" deve ser maior que o preço do plano',
    ]);
    expect(problemsOf(file('instagran: "@loja"'))).toEqual(['SHOP_CONTENT: o arquivo não conhece "instagran"']);
    expect(problemsOf(file('name: [unclosed'))).toEqual([expect.stringMatching(/não é YAML válido/)]);
    expect(problemsOf(join(folder, 'missing.yaml'))).toEqual([expect.stringMatching(/não foi possível ler/)]);
  });
});
