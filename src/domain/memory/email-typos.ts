import { Email } from './email.js';

/** The providers most Brazilian buyers use, most used first: a near miss of one of them is most likely a typo. */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'icloud.com',
  'live.com',
  'yahoo.com',
  'hotmail.com.br',
  'outlook.com.br',
  'bol.com.br',
  'uol.com.br',
  'terra.com.br',
  'ig.com.br',
  'msn.com',
];

/** Real providers that sit one slip away from a common one ("ymail.com", "mail.com"): never corrected. */
const OTHER_REAL_DOMAINS: readonly string[] = [
  'ymail.com',
  'mail.com',
  'email.com',
  'gmx.com',
  'aol.com',
  'me.com',
  'mac.com',
  'globo.com',
  'live.com.br',
];

/** Mistakes a distance does not catch, or would send elsewhere: a provider written without its `.br`, and such. */
const KNOWN_TYPOS: Readonly<Record<string, string>> = {
  'bol.com': 'bol.com.br',
  'uol.com': 'uol.com.br',
  'terra.com': 'terra.com.br',
  'ig.com': 'ig.com.br',
  'gmail.com.br': 'gmail.com',
  'yahoo.br': 'yahoo.com.br',
  'yahoo.combr': 'yahoo.com.br',
  'hotmail.combr': 'hotmail.com.br',
};

/** Endings that are almost always a slip on `.com`. */
const ENDING_TYPOS: readonly (readonly [RegExp, string])[] = [
  [/\.(con|cmo|ocm|vom|xom|comm|cpm|coom)$/, '.com'],
  [/\.(con|cmo|ocm|vom|xom|comm|cpm|coom)\.br$/, '.com.br'],
  [/\.com\.(b|r|rb|bt|brr)$/, '.com.br'],
  [/\.combr$/, '.com.br'],
];

/**
 * The address the buyer most likely meant, when the one typed looks like a slip on a common provider or on `.com`
 * ("bia@gmial.com" → "bia@gmail.com", "bia@exemplo.con" → "bia@exemplo.com"); null when it looks right or unknown.
 * Only the part after the @ is corrected: the name before it is the buyer's own.
 */
export function suggestEmailFix(raw: string): string | null {
  const email = raw.trim();
  if (!Email.isValid(email)) return null;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  const fixed = fixDomain(domain);
  return fixed ? `${local}@${fixed}` : null;
}

function fixDomain(domain: string): string | null {
  if (COMMON_EMAIL_DOMAINS.includes(domain) || OTHER_REAL_DOMAINS.includes(domain)) return null;
  const known = KNOWN_TYPOS[domain];
  if (known) return known;
  const ending = ENDING_TYPOS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), domain);
  if (COMMON_EMAIL_DOMAINS.includes(ending) || KNOWN_TYPOS[ending]) return KNOWN_TYPOS[ending] ?? ending;
  return nearestCommonDomain(ending) ?? (ending !== domain ? ending : null);
}

/** The first common provider within one slip (two for the longer names), if any. */
function nearestCommonDomain(domain: string): string | null {
  let best: { domain: string; distance: number } | null = null;
  for (const candidate of COMMON_EMAIL_DOMAINS) {
    const allowed = candidate.split('.')[0]!.length >= 5 ? 2 : 1;
    const distance = editDistance(domain, candidate, allowed);
    if (distance <= allowed && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain ?? null;
}

/** Optimal string alignment distance (insert, delete, replace, swap two neighbours), cut short above `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i]!;
    const above = rows[i - 1]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  }
  return rows[a.length]![b.length]!;
}
