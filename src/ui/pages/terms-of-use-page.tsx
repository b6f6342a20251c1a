import { LegalDocument } from '../features/legal/components/legal-document.js';
import { TERMS_INTRO, TERMS_SECTIONS, TERMS_TITLE } from '../features/legal/terms-of-use.pt-br.js';

export function TermsOfUsePage() {
  return <LegalDocument title={TERMS_TITLE} intro={TERMS_INTRO} sections={TERMS_SECTIONS} />;
}
