import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageShell } from '../components/layout/page-shell.js';
import { useDocumentTitle } from '../components/layout/use-document-title.js';
import { FaqSection } from '../features/landing/components/faq-section.js';
import { HelpSection } from '../features/landing/components/help-section.js';
import { HeroSection } from '../features/landing/components/hero-section.js';
import { HowItWorksSection } from '../features/landing/components/how-it-works-section.js';
import { LandingHeaderActions } from '../features/landing/components/landing-header-actions.js';
import { OfferBanner } from '../features/landing/components/offer-banner.js';
import { PlansSection } from '../features/landing/components/plans-section.js';
import { TestimonialsSection } from '../features/landing/components/testimonials-section.js';

export const LANDING_TITLE = 'memories · uma página de amor para quem você ama';

/** Scrolls to the section named in the address when arriving from another page (e.g. the footer's /#planos). */
function useScrollToHashOnArrival() {
  // Only the address of arrival: clicks on in-page links scroll natively.
  const [hash] = useState(useLocation().hash);
  useEffect(() => {
    if (!hash) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    document.getElementById(id)?.scrollIntoView();
  }, [hash]);
}

/** `/`: the offer, how it works, the plans, testimonials, questions and help. */
export function LandingPage() {
  useDocumentTitle(LANDING_TITLE);
  useScrollToHashOnArrival();
  return (
    <PageShell banner={<OfferBanner />} headerActions={<LandingHeaderActions />}>
      <HeroSection />
      <HowItWorksSection />
      <PlansSection />
      <TestimonialsSection />
      <FaqSection />
      <HelpSection />
    </PageShell>
  );
}
