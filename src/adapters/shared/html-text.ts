const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to place in HTML, between tags or inside a quoted attribute: `&`, `<`, `>` and both quotes become
 * character references, so a name can never open a tag, close an attribute or start an entity. Every other character
 * (accents, emoji, right-to-left marks) is kept as it is: the page is UTF-8, and they are text.
 */
export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}
