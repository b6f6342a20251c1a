import { shopIdentityLine } from '../../../texts/shop-identity.pt-br.js';
import { useShopIdentity } from '../../lib/shop-identity.js';

/** "memories é um serviço de <empresa> · CNPJ … · <endereço>.", as configured; nothing when none of it is. */
export function ShopIdentityNote({ className }: { className?: string }) {
  const shop = useShopIdentity();
  const line = shop ? shopIdentityLine(shop) : null;
  if (!line) return null;
  return (
    <p className={className} data-testid="shop-identity">
      {line}.
    </p>
  );
}
