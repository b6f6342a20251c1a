export function MemoryPage({ slug, id }: { slug: string; id: string }) {
  return <main data-slug={slug} data-id={id} />;
}
