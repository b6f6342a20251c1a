import type { ShopContentView, ShopIdentityContent } from '../../../adapters/http/contract/shop.contract.js';
import { whatsappSupportUrl } from '../../../texts/shop-identity.pt-br.js';
import { useShopContent } from '../../lib/shop-content.js';
import { useShopIdentity } from '../../lib/shop-identity.js';

/** What the legal texts say of the shop: its content (name, contact, withdrawal, prices) and who sells (company, CNPJ, address). */
export interface LegalShop {
  readonly content: ShopContentView;
  readonly identity: ShopIdentityContent | null;
}

export function useLegalShop(): LegalShop {
  return { content: useShopContent(), identity: useShopIdentity() };
}

const capitalize = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * How to reach the shop, as an imperative inside a sentence ("…, escreva para contato@loja.com.br"), or opening one
 * (`capitalized`): its contact e-mail; without one its WhatsApp, else a letter to its address; never an address the
 * operator did not give.
 */
export function ContactAction({ shop, capitalized = false }: { shop: LegalShop; capitalized?: boolean }) {
  const say = (words: string) => (capitalized ? capitalize(words) : words);
  const { contactEmail, name } = shop.content;
  if (contactEmail) {
    return (
      <>
        {say('escreva para')} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
      </>
    );
  }
  const whatsapp = shop.identity?.whatsapp;
  if (whatsapp) {
    return (
      <>
        {say('fale com a gente pelo')}{' '}
        <a href={whatsappSupportUrl(whatsapp, name)} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
      </>
    );
  }
  const address = shop.identity?.address;
  if (address) return <>{say(`envie uma carta para ${address}`)}</>;
  return <>{say('fale com a gente pelos canais de atendimento indicados no site')}</>;
}

/** "Memories Presentes Ltda., CNPJ 11.222.333/0001-81, Rua …": the seller's parts configured; null when none is. */
export function sellerDescription(identity: ShopIdentityContent | null): string | null {
  if (!identity) return null;
  const parts = [identity.legalName, identity.cnpj && `CNPJ ${identity.cnpj}`, identity.address && `com endereço em ${identity.address}`];
  const given = parts.filter((part): part is string => Boolean(part));
  return given.length === 0 ? null : given.join(', ');
}
