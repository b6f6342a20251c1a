/** Accents folded, lower case, anything else becomes a single hyphen. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The public path's first segment: "Ana Júlia" and "João" give "ana-julia-e-joao". */
export function memorySlug(yourName: string, lovedName: string): string {
  return `${slugify(yourName)}-e-${slugify(lovedName)}`;
}
