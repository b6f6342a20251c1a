import { Sparkles } from 'lucide-react';
import { useShopContent } from '../../../lib/shop-content.js';
import { promotionDiscount, promotionUntil } from '../../../../texts/shop-content.pt-br.js';
import styles from './offer-banner.module.css';

/** The ribbon above everything while a promotion runs ("Todos os planos com 50% de desconto até 14/06"); none without one. */
export function OfferBanner() {
  const { promotion } = useShopContent();
  if (!promotion) return null;
  return (
    <p className={styles.banner}>
      <Sparkles size={16} aria-hidden="true" />
      <span>
        {promotion.samePercent ? 'Todos os planos com ' : 'Planos com '}
        <strong>{promotionDiscount(promotion)}</strong>
        {promotionUntil(promotion)}
      </span>
    </p>
  );
}
