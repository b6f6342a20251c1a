import { Sparkles } from 'lucide-react';
import styles from './offer-banner.module.css';

/** The ribbon above everything: all plans are 50% off (spec section 1). */
export function OfferBanner() {
  return (
    <p className={styles.banner}>
      <Sparkles size={16} aria-hidden="true" />
      <span>
        Todos os planos com <strong>50% de desconto</strong>
      </span>
    </p>
  );
}
