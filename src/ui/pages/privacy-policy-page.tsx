export function PrivacyPolicyPage() {
  return <main />;
}
