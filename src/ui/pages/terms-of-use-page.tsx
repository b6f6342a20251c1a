export function TermsOfUsePage() {
  return <main />;
}
