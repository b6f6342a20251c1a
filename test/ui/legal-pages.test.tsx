// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopIdentityContent } from '../../src/adapters/http/contract/shop.contract.js';
import type { ShopContent } from '../../src/domain/shop/shop-content.js';
import { shopContentView } from '../../src/domain/shop/shop-content-view.js';
import { DEMO_SHOP_CONTENT } from '../../src/texts/demo-shop-content.pt-br.js';
import { Providers } from '../../src/ui/app/providers.js';
import type { LegalShop } from '../../src/ui/features/legal/legal-shop.js';
import { privacySections } from '../../src/ui/features/legal/privacy-policy.pt-br.js';
import { termsSections } from '../../src/ui/features/legal/terms-of-use.pt-br.js';
import { renderWithShopContent } from '../../src/ui/lib/shop-content.js';
import { PrivacyPolicyPage } from '../../src/ui/pages/privacy-policy-page.js';
import { TermsOfUsePage } from '../../src/ui/pages/terms-of-use-page.js';

const NOW = new Date('2026-12-06T12:00:00Z');

const OPERATOR: ShopContent = {
  ...DEMO_SHOP_CONTENT,
  name: 'Amor em Página',
  contactEmail: 'contato@amorempagina.com.br',
  instagram: null,
  tiktok: null,
  testimonials: [],
  prices: { basic: 1500, premium: 2000 },
  promotion: null,
  withdrawal: 'always',
};

const SELLER: ShopIdentityContent = {
  legalName: 'Amor em Página Presentes Ltda.',
  cnpj: '11.222.333/0001-81',
  address: 'Rua das Flores, 100, Curitiba, PR',
  whatsapp: '5541912345678',
};

const shopOf = (content: Partial<ShopContent>, identity: ShopIdentityContent | null = SELLER): LegalShop => ({
  content: shopContentView({ ...OPERATOR, ...content }, NOW, 'memories.com.br'),
  identity,
});

afterEach(() => {
  cleanup();
  renderWithShopContent(null);
});

/** One section of the texts, by its title, as the page shows it. */
function sectionText(sections: ReturnType<typeof termsSections>, title: string): HTMLElement {
  const section = sections.find((candidate) => candidate.title === title);
  if (!section) throw new Error(`no section ${title}`);
  const { container } = render(<div>{section.body}</div>);
  return container;
}

const withdrawal = (shop: LegalShop) => sectionText(termsSections(shop), 'Direito de arrependimento e reembolso');

describe('the terms: the right of withdrawal (CDC art. 49)', () => {
  it("'always': a full refund within 7 days of the payment, even once the page was opened, and how to ask for it", () => {
    const text = withdrawal(shopOf({ withdrawal: 'always' })).textContent!;
    expect(text).toContain('você pode desistir da compra em até 7 (sete) dias, contados da confirmação do pagamento');
    expect(text).toContain('valor integral pago (art. 49 do Código de Defesa do Consumidor), mesmo que a página já tenha sido aberta');
    expect(text).toContain('Para desistir, escreva para contato@amorempagina.com.br dentro do prazo, informando o número do pedido');
    expect(text).toContain('a página sai do ar');
    expect(text).not.toContain('não realizamos reembolsos');
    expect(text).not.toContain('serviço está prestado');
  });

  it("'until-opened': a full refund while the recipient has not opened the page; once opened, a service delivered, refunded only for a defect", () => {
    const text = withdrawal(shopOf({ withdrawal: 'until-opened' })).textContent!;
    expect(text).toContain('desde que a pessoa presenteada ainda não tenha aberto a página');
    expect(text).toContain('a partir da primeira abertura');
    expect(text).toContain('o serviço está prestado e o valor não é mais devolvido por desistência');
    expect(text).toContain('Depois da primeira abertura, ou passados os 7 (sete) dias, devolvemos o valor pago se a página apresentar um defeito');
    expect(text).not.toContain('mesmo que a página já tenha sido aberta');
  });

  it('sends a shop without a contact e-mail to its WhatsApp, never to an address it did not give', () => {
    const section = withdrawal(shopOf({ contactEmail: null }));
    expect(section.textContent).toContain('Para desistir, fale com a gente pelo WhatsApp dentro do prazo');
    expect(section.querySelector('a')!.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5541912345678\?text=/);
    expect(section.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(section.textContent).not.toContain('memories.com.br');
  });

  it('with neither e-mail nor WhatsApp, a letter to the address the shop gave', () => {
    expect(withdrawal(shopOf({ contactEmail: null }, { ...SELLER, whatsapp: null })).textContent).toContain(
      'Para desistir, envie uma carta para Rua das Flores, 100, Curitiba, PR dentro do prazo',
    );
  });
});

describe('the terms and the privacy policy name the shop', () => {
  it("give the plans' prices in force, the seller's company, CNPJ and address, and the contact e-mail", () => {
    const shop = shopOf({});
    const plans = sectionText(termsSections(shop), 'Planos, preços e vigência').textContent!;
    expect(plans).toContain('Plano Anual (R$\u00a015,00)');
    expect(plans).toContain('Plano Pra Sempre (R$\u00a020,00)');
    const contact = sectionText(termsSections(shop), 'Alterações dos termos e contato');
    expect(contact.textContent).toContain(
      'O Amor em Página é oferecido por Amor em Página Presentes Ltda., CNPJ 11.222.333/0001-81, com endereço em Rua das Flores, 100, Curitiba, PR.',
    );
    expect(contact.querySelector('a')!.getAttribute('href')).toBe('mailto:contato@amorempagina.com.br');
    expect(sectionText(privacySections(shop), 'Alterações desta política e contato').textContent).toContain(
      'O controlador dos seus dados é Amor em Página Presentes Ltda., CNPJ 11.222.333/0001-81',
    );
  });

  it('says what is kept, for how long, and how to ask for a copy or the deletion', () => {
    const sections = privacySections(shopOf({}));
    const kept = sectionText(sections, 'Dados que coletamos').textContent!;
    for (const item of [
      'o seu nome e o da pessoa amada',
      'a mensagem',
      'link de música',
      'o seu endereço de e-mail',
      'código do pagamento no Mercado Pago',
      'as aberturas da página',
      'as respostas que a pessoa presenteada envia',
      'se você pedir a entrega no dia, o e-mail de quem vai receber a página',
    ]) {
      expect(kept).toContain(item);
    }
    expect(sectionText(sections, 'O e-mail de quem vai receber').textContent).toContain('é apagado junto com a página');
    const retention = sectionText(sections, 'Por quanto tempo guardamos os dados').textContent!;
    expect(retention).toContain('por 1 (um) ano a partir da confirmação do pagamento');
    expect(retention).toContain('por mais 90 dias');
    expect(retention).toContain('Pedidos cujo pagamento não é concluído são apagados, com as fotos, depois de 7 (sete) dias');
    expect(retention).toContain('em até 12 (doze) meses');
    const rights = sectionText(sections, 'Os seus direitos').textContent!;
    expect(rights).toContain('Para isso, escreva para contato@amorempagina.com.br');
    expect(rights).toContain('Cópia dos dados:');
    expect(rights).toContain('Exclusão:');
    expect(rights).toContain('Respondemos em até 15 (quinze) dias');
  });
});

function renderPage(path: string, page: React.ReactElement) {
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('the legal pages read the shop content of their document', () => {
  it("the terms: the operator's name, contact and withdrawal text, and none of the demonstration's", () => {
    renderWithShopContent(shopContentView({ ...OPERATOR, withdrawal: 'until-opened' }, NOW, 'memories.com.br'));
    renderPage('/terms-of-use', <TermsOfUsePage />);
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Estes Termos de Uso regulam o uso do Amor em Página');
    expect(main.textContent).toContain('desde que a pessoa presenteada ainda não tenha aberto a página');
    expect(main.textContent).toContain('Última atualização: 6 de dezembro de 2026');
    expect(screen.getAllByRole('link', { name: 'contato@amorempagina.com.br' }).length).toBeGreaterThan(0);
    expect(main.textContent).not.toContain('contato@memories.com.br');
    expect(main.querySelectorAll('h2')).toHaveLength(10);
  });

  it('the privacy policy of a production shop with no contact e-mail says none, and never ours', () => {
    renderWithShopContent(shopContentView({ ...OPERATOR, contactEmail: null }, NOW, 'memories.com.br'));
    renderPage('/privacy-policy', <PrivacyPolicyPage />);
    const main = screen.getByRole('main');
    expect(main.textContent).toContain('Para isso, fale com a gente pelos canais de atendimento indicados no site');
    expect(main.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(main.querySelectorAll('h2')).toHaveLength(10);
  });
});
