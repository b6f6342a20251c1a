import { LegalDocument } from '../features/legal/components/legal-document.js';
import { PRIVACY_INTRO, PRIVACY_SECTIONS, PRIVACY_TITLE } from '../features/legal/privacy-policy.pt-br.js';

export function PrivacyPolicyPage() {
  return <LegalDocument title={PRIVACY_TITLE} intro={PRIVACY_INTRO} sections={PRIVACY_SECTIONS} />;
}
