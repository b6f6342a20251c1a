import { LegalDocument } from '../features/legal/components/legal-document.js';
import { useLegalShop } from '../features/legal/legal-shop.js';
import { privacyIntro, privacySections, PRIVACY_TITLE } from '../features/legal/privacy-policy.pt-br.js';

export function PrivacyPolicyPage() {
  const shop = useLegalShop();
  return <LegalDocument title={PRIVACY_TITLE} intro={privacyIntro(shop)} sections={privacySections(shop)} />;
}
