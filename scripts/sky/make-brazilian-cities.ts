// Writes src/ui/features/memory-form/sky/brazilian-cities.data.ts from municipios-brasil 0.2.1 (npm pack municipios-brasil@0.2.1;
// MIT, Gustavo Salomé; IBGE's 5,571 municipalities with their coordinates): each city's name, state, latitude and
// longitude in hundredths of a degree (about a kilometre), and its time zone, given here by its state as the IANA
// database's zone.tab draws Brazil (the package's own zones are too coarse for the years when some states kept
// daylight saving and others did not).
//   npx tsx scripts/sky/make-brazilian-cities.ts <municipios-brasil>/package
// A city keeps the index of its zone in BRAZILIAN_TIME_ZONES (src/domain/sky/sky-place.ts).
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BRAZILIAN_TIME_ZONES } from '../../src/domain/sky/sky-place.js';

/** A municipality as municipios-brasil describes it. */
interface Municipality {
  readonly nome: string;
  readonly uf: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly fusoHorario: string;
}

const [folder] = process.argv.slice(2);
if (!folder) throw new Error('usage: npx tsx scripts/sky/make-brazilian-cities.ts <municipios-brasil package folder>');
const chunks = join(folder, 'dist', 'chunks');
const file = readdirSync(chunks).find((name) => name.startsWith('municipios-') && name.endsWith('.mjs'));
if (!file) throw new Error(`no municipios-*.mjs in ${chunks}`);
const { municipios } = (await import(pathToFileURL(join(chunks, file)).href)) as { municipios: readonly Municipality[] };

const ZONES: readonly string[] = BRAZILIAN_TIME_ZONES;
const BY_STATE: Readonly<Record<string, string>> = {
  BA: 'America/Bahia',
  MA: 'America/Fortaleza',
  PI: 'America/Fortaleza',
  CE: 'America/Fortaleza',
  RN: 'America/Fortaleza',
  PB: 'America/Fortaleza',
  PE: 'America/Recife',
  AL: 'America/Maceio',
  SE: 'America/Maceio',
  AP: 'America/Belem',
  TO: 'America/Araguaina',
  MT: 'America/Cuiaba',
  MS: 'America/Campo_Grande',
  RO: 'America/Porto_Velho',
  RR: 'America/Boa_Vista',
  AC: 'America/Rio_Branco',
};
function zoneOf(city: Municipality): string {
  if (city.fusoHorario === 'America/Noronha') return 'America/Noronha';
  // Western Pará keeps America/Santarem (the Tapajós and west); western Amazonas, America/Eirunepe (UTC-5).
  if (city.uf === 'PA') return city.longitude < -54 ? 'America/Santarem' : 'America/Belem';
  if (city.uf === 'AM') return city.fusoHorario === 'America/Rio_Branco' ? 'America/Eirunepe' : 'America/Manaus';
  return BY_STATE[city.uf] ?? 'America/Sao_Paulo';
}
const hundredths = (degrees: number) => Math.round(degrees * 100);
const lines = municipios
  .map((city) => [city.nome, city.uf, hundredths(city.latitude), hundredths(city.longitude), ZONES.indexOf(zoneOf(city))].join('|'))
  .sort((a, b) => a.localeCompare(b, 'pt-BR'));
if (lines.some((line) => line.endsWith('|-1'))) throw new Error('a city with no zone');
writeFileSync(
  'src/ui/features/memory-form/sky/brazilian-cities.data.ts',
  `/**
 * Brazil's ${lines.length} municipalities, written by scripts/sky/make-brazilian-cities.ts from municipios-brasil 0.2.1
 * (MIT License, Copyright (c) 2026 Gustavo Salomé; IBGE's list). Do not edit by hand.
 */

/** One city a line: name|state|latitude|longitude (hundredths of a degree)|index in BRAZILIAN_TIME_ZONES. */
export const BRAZILIAN_CITIES = ${JSON.stringify(lines.join('\n'))};
`,
);
process.stdout.write(`${lines.length} cities\n`);
