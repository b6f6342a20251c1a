import { DEFAULT_SHOP_NAME, SPEC_PLAN_PRICES, type ShopContent } from '../domain/shop/shop-content.js';

/** The demonstration shop's address, as its pages show it. */
export const DEMO_SITE_HOST = 'memories.com.br';

/**
 * The demonstration shop of the spec: what `npm start` shows with no SHOP_CONTENT outside production (its contacts,
 * three testimonials and the list prices of its "50% de desconto", which never ends). Never shown in production.
 */
export const DEMO_SHOP_CONTENT: ShopContent = {
  name: DEFAULT_SHOP_NAME,
  contactEmail: 'contato@memories.com.br',
  instagram: { handle: '@memories', url: 'https://www.instagram.com/memories' },
  tiktok: { handle: '@memories', url: 'https://www.tiktok.com/@memories' },
  testimonials: [
    {
      name: 'Lucas',
      city: 'São Paulo, SP',
      text: 'Dei de presente no nosso aniversário de namoro e a Júlia chorou quando escaneou o QR Code. Ver os segundos passando no contador mexeu demais com ela.',
    },
    {
      name: 'Mariana',
      city: 'Belo Horizonte, MG',
      text: 'Coloquei três fotos da nossa viagem para Paraty e a música do nosso casamento. Imprimi o QR Code num cartãozinho e entreguei no jantar. Fiz tudo pelo celular e ficou lindo.',
    },
    {
      name: 'Rafael',
      city: 'Recife, PE',
      text: 'Fiz para os meus pais, que completaram 30 anos de casados. Minha mãe abre a página quase todo dia só para ver há quanto tempo eles estão juntos.',
    },
  ],
  extraFaq: [],
  prices: SPEC_PLAN_PRICES,
  promotion: { kind: 'list-prices', listPrices: { basic: 2400, premium: 3200 }, endsAt: null },
  withdrawal: 'always',
};
