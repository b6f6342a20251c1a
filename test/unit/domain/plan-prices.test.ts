import { describe, expect, it } from 'vitest';
import { nextPriceChange, planPriceListOf, priceListAt } from '../../../src/domain/shop/plan-prices.js';
import { shopContentView } from '../../../src/domain/shop/shop-content-view.js';
import { shopContentFor, SPEC_PLAN_PRICES } from '../../../src/domain/shop/shop-content.js';
import { DEMO_SHOP_CONTENT } from '../../../src/texts/demo-shop-content.pt-br.js';
import { promotionDiscount, promotionUntil } from '../../../src/texts/shop-content.pt-br.js';

const END = new Date('2027-06-15T03:00:00Z'); // 14/06 ends in São Paulo
const percent = { prices: SPEC_PLAN_PRICES, promotion: { kind: 'percent', percent: 25, endsAt: END } } as const;

describe('the prices at an instant', () => {
  it('takes the percentage off while the promotion runs, and is the plain price from its end on', () => {
    expect(priceListAt(percent, new Date(END.getTime() - 1)).plans).toEqual({
      basic: { priceCents: 900, listPriceCents: 1200 },
      premium: { priceCents: 1200, listPriceCents: 1600 },
    });
    expect(priceListAt(percent, END)).toEqual({
      plans: { basic: { priceCents: 1200, listPriceCents: null }, premium: { priceCents: 1600, listPriceCents: null } },
      promotion: null,
    });
    expect(nextPriceChange(percent, new Date(0))).toEqual(END);
    expect(nextPriceChange(percent, END)).toBeNull();
  });

  it('says "até" when the list prices give the plans different discounts', () => {
    const list = { prices: SPEC_PLAN_PRICES, promotion: { kind: 'list-prices', listPrices: { basic: 2400, premium: 2000 }, endsAt: END } } as const;
    expect(priceListAt(list, new Date(0)).promotion).toEqual({ percent: 50, samePercent: false, endsAt: END });
  });

  it('announces the end as its last day, or with its time when it ends during a day', () => {
    const view = shopContentView({ ...DEMO_SHOP_CONTENT, ...percent }, new Date('2026-12-06T12:00:00Z'), 'memories.com.br');
    expect(view.promotion && `${promotionDiscount(view.promotion)}${promotionUntil(view.promotion)}`).toBe('25% de desconto até 14/06');
    const evening = shopContentView(
      { ...DEMO_SHOP_CONTENT, promotion: { ...percent.promotion, endsAt: new Date('2027-06-14T21:00:00Z') } },
      new Date(0),
      'memories.com.br',
    );
    expect(evening.promotion && promotionUntil(evening.promotion)).toBe(' até 14/06 às 18:00');
    expect(view.year).toBe(2026);
  });
});

describe('the prices as the use cases ask them', () => {
  it('a new page at the price in force; a renewal or an upgrade at the plans’ prices, the promotion aside', () => {
    const prices = planPriceListOf(percent);
    expect(prices.newPagePriceCents('premium', new Date(END.getTime() - 1))).toBe(1200);
    expect(prices.newPagePriceCents('premium', END)).toBe(1600);
    expect(prices.orderPriceCents('renewal')).toBe(1200);
    expect(prices.orderPriceCents('upgrade')).toBe(400);
  });
});

describe('a promotion without an end (the demonstration’s)', () => {
  const endless = { prices: SPEC_PLAN_PRICES, promotion: { kind: 'percent', percent: 50, endsAt: null } } as const;

  it('runs at any instant, every plan at the same discount, and never changes the prices by itself', () => {
    expect(priceListAt(endless, new Date('2100-01-01T00:00:00Z'))).toEqual({
      plans: { basic: { priceCents: 600, listPriceCents: 1200 }, premium: { priceCents: 800, listPriceCents: 1600 } },
      promotion: { percent: 50, samePercent: true, endsAt: null },
    });
    expect(nextPriceChange(endless, new Date('2100-01-01T00:00:00Z'))).toBeNull();
  });

  it('is announced with no end date', () => {
    const view = shopContentView({ ...DEMO_SHOP_CONTENT, ...endless }, new Date('2026-12-06T12:00:00Z'), 'memories.com.br');
    expect(view.promotion).toEqual({ percent: 50, samePercent: true, until: null });
  });
});

describe('the shop as the web app shows it', () => {
  it('carries the shop’s words and contacts, the prices in force, the year in São Paulo and the site’s host', () => {
    const content = { ...DEMO_SHOP_CONTENT, promotion: null, extraFaq: [{ question: 'Entregam?', answer: 'Por e-mail.' }] };
    // 02:30 on 1 January in UTC is still New Year's Eve in São Paulo.
    expect(shopContentView(content, new Date('2027-01-01T02:30:00Z'), 'loja.com.br')).toEqual({
      name: content.name,
      contactEmail: content.contactEmail,
      instagram: content.instagram,
      tiktok: content.tiktok,
      testimonials: content.testimonials,
      extraFaq: content.extraFaq,
      withdrawal: content.withdrawal,
      plans: { basic: { priceCents: 1200, listPriceCents: null }, premium: { priceCents: 1600, listPriceCents: null } },
      promotion: null,
      year: 2026,
      siteHost: 'loja.com.br',
    });
  });

  it('announces an end half an hour after midnight with its time, on its own day', () => {
    const view = shopContentView(
      { ...DEMO_SHOP_CONTENT, ...percent, promotion: { ...percent.promotion, endsAt: new Date('2027-06-15T03:30:00Z') } },
      new Date(0),
      'x',
    );
    expect(view.promotion?.until).toEqual({ day: 15, month: 6, time: { hour: 0, minute: 30 } });
  });
});

describe('the content a shop shows', () => {
  it('is the demonstration in development, with what the file gives in its place', () => {
    expect(shopContentFor(null, false, DEMO_SHOP_CONTENT)).toEqual(DEMO_SHOP_CONTENT);
    expect(shopContentFor({ contactEmail: 'oi@loja.com.br' }, false, DEMO_SHOP_CONTENT)).toEqual({
      ...DEMO_SHOP_CONTENT,
      contactEmail: 'oi@loja.com.br',
    });
  });

  it('claims nothing in production that the file does not give', () => {
    expect(shopContentFor({ contactEmail: 'oi@loja.com.br' }, true, DEMO_SHOP_CONTENT)).toEqual({
      name: 'memories',
      contactEmail: 'oi@loja.com.br',
      instagram: null,
      tiktok: null,
      testimonials: [],
      extraFaq: [],
      prices: SPEC_PLAN_PRICES,
      promotion: null,
      withdrawal: 'always',
    });
  });
});
