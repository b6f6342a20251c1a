import { describe, expect, it } from 'vitest';
import { SHOP_IDENTITY_META, UNNAMED_SHOP } from '../../../src/domain/shop/shop-identity.js';

describe('the shop’s identity', () => {
  it('a shop nobody configured has no legal name, CNPJ, address or WhatsApp', () => {
    expect(UNNAMED_SHOP).toEqual({ legalName: null, cnpj: null, address: null, whatsapp: null });
  });

  it('travels in the documents in a <meta> named memories-shop', () => {
    expect(SHOP_IDENTITY_META).toBe('memories-shop');
  });
});
