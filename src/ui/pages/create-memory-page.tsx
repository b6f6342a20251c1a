export function CreateMemoryPage() {
  return <main />;
}
