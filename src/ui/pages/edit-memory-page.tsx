export function EditMemoryPage() {
  return <main />;
}
