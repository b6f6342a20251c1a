import { shopIdentityLine } from '../../../texts/shop-identity.pt-br.js';
import { useShopIdentity } from '../../lib/shop-identity.js';
import { useShopContent } from '../../lib/shop-content.js';

/** "<loja> é um serviço de <empresa> · CNPJ … · <endereço>.", as configured; nothing when none of it is. */
export function ShopIdentityNote({ className }: { className?: string }) {
  const shop = useShopIdentity();
  const { name } = useShopContent();
  const line = shop ? shopIdentityLine(shop, name) : null;
  if (!line) return null;
  return (
    <p className={className} data-testid="shop-identity">
      {line}.
    </p>
  );
}
