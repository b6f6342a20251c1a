import type { SkyPlace } from '../domain/sky/sky-place.js';

/** "O céu daquela noite" in memories-cli: `show`, `export` and `migrate-data`. */
export const SKY_SUPPORT = {
  label: 'Céu daquela noite',
  none: 'nenhum',
  place: (place: SkyPlace) => `${place.name} (${place.latitude}, ${place.longitude}; ${place.timeZone})`,
  /** memories-cli export: the line. */
  exported: (count: number) => `${count} céu(s) daquela noite em dados.json (o lugar escolhido de cada página).`,
  /** memories-cli migrate-data. */
  copied: (source: number, copied: number) => `Céus daquela noite: ${source} na origem, ${copied} copiados agora.`,
} as const;
