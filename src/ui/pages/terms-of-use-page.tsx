import { LegalDocument } from '../features/legal/components/legal-document.js';
import { useLegalShop } from '../features/legal/legal-shop.js';
import { termsIntro, termsSections, TERMS_TITLE } from '../features/legal/terms-of-use.pt-br.js';

export function TermsOfUsePage() {
  const shop = useLegalShop();
  return <LegalDocument title={TERMS_TITLE} intro={termsIntro(shop)} sections={termsSections(shop)} />;
}
