export function LandingPage() {
  return <main />;
}
