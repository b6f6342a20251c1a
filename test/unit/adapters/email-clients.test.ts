import { describe, expect, it } from 'vitest';
import { doIUseEmail } from 'doiuse-email';
import { renderPageLinksEmail } from '../../../src/adapters/mail/templates/page-links-email.pt-br.js';
import { contrastRatio } from '../../../src/domain/look/contrast.js';
import { aPageLinkEntry, aReceipt } from '../../support/mothers/page-links-email.mother.js';

const purchase = renderPageLinksEmail({ to: 'ana@example.com', reason: 'activated', pages: [aPageLinkEntry({ receipt: aReceipt() })] });

/** What Outlook for Windows reads: its conditional parts, without the parts hidden from it. */
function asOutlookSees(html: string): string {
  return html.replace(/<!--\[if !mso\]><!-->[\s\S]*?<!--<!\[endif\]-->/g, '').replace(/<!--\[if mso\]>([\s\S]*?)<!\[endif\]-->/g, '$1');
}

/** What every other client reads: the Outlook-only parts are comments to them. */
function asOthersSee(html: string): string {
  return html.replace(/<!--\[if mso\]>[\s\S]*?<!\[endif\]-->/g, '').replace(/<!--\[if !mso\]><!-->|<!--<!\[endif\]-->/g, '');
}

function lost(html: string, clients: string[], feature: string): string[] {
  const report = doIUseEmail(html, { emailClients: clients });
  return report.success ? [] : report.errors.filter((error) => error.includes(`\`${feature}\``));
}

describe('the purchase e-mail in the clients that buyers use', () => {
  it('asks Outlook for Windows for no rounded corner it would lose: its buttons are drawn in VML', () => {
    expect(lost(asOutlookSees(purchase.html), ['outlook.windows'], 'border-radius')).toEqual([]);
    expect(asOutlookSees(purchase.html)).toMatch(/<v:roundrect [^>]*href="https:\/\/[^"]+"[^>]*arcsize="50%"[^>]*>.*Abrir a página/);
  });

  it('keeps the rounded cards and buttons for the others, and the check can fail', () => {
    expect(asOthersSee(purchase.html)).toContain('border-radius:999px');
    expect(lost(asOthersSee(purchase.html), ['outlook.windows'], 'border-radius').length).toBeGreaterThan(0);
  });

  it('hides its preheader the way Gmail honours (no height, 1 px, in the background colour), not by display:none alone', () => {
    const preheader = /<div style="([^"]*)">Sua página/.exec(purchase.html)?.[1] ?? '';
    expect(preheader).toContain('font-size:1px');
    expect(preheader).toContain('max-height:0');
    expect(preheader).toContain('color:#fbf4ec');
  });

  it('writes its links in a colour with AA contrast on the white card and the blush box', () => {
    const links = new Set([...purchase.html.matchAll(/<a [^>]*style="[^"]*color:(#[0-9a-f]{6})/g)].map((match) => match[1] as `#${string}`));
    expect(links.size).toBeGreaterThan(0);
    for (const colour of links) {
      if (colour === '#ffffff') continue;
      expect(contrastRatio(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, '#f6e4e8'), colour).toBeGreaterThanOrEqual(4.5);
    }
    // The pink the links had before fails: the check can fail.
    expect(contrastRatio('#c4587b', '#ffffff')).toBeLessThan(4.5);
  });
});
