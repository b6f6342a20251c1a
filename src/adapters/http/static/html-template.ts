import { htmlText } from '../../shared/html-text.js';

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
const ROBOTS = /<meta\s+name=["']?robots["']?[^>]*>/i;
const THEME_COLOUR = /<meta\s+name=["']?theme-color["']?[^>]*>/i;
const HEAD_END = /<\/head\s*>/i;
const BODY_START = /<body\b/i;
const HTML_START = /<html\b[^>]*>|<!doctype[^>]*>/i;

/**
 * The built memory.html cut once around the place its head is written: its own <title>, description and theme colour
 * are taken out (the page's own go in), and the rest of the file, whatever its body and styles, is kept byte for byte. The tags go
 * just before </head>; a file without a head gets one before <body> (or after <html>). `noindex` stays: the template's own robots tag, or
 * one added when it has none.
 */
export class HtmlTemplate {
  private readonly before: string;
  private readonly after: string;

  constructor(html: string) {
    let rest = html.replace(TITLE, '').replace(DESCRIPTION, '').replace(THEME_COLOUR, '');
    const robots = ROBOTS.test(rest) ? '' : '<meta name="robots" content="noindex">';
    const headEnd = HEAD_END.exec(rest);
    if (headEnd) {
      this.before = rest.slice(0, headEnd.index) + robots;
      this.after = rest.slice(headEnd.index);
      return;
    }
    const bodyStart = BODY_START.exec(rest);
    const htmlStart = HTML_START.exec(rest);
    const at = bodyStart ? bodyStart.index : htmlStart ? htmlStart.index + htmlStart[0].length : 0;
    this.before = `${rest.slice(0, at)}<head>${robots}`;
    rest = rest.slice(at);
    this.after = `</head>${rest}`;
  }

  /** The page with this head: `title` is text (escaped here), `tags` is markup built from escaped values. */
  render(title: string, tags: string): string {
    return `${this.before}<title>${htmlText(title)}</title>${tags}${this.after}`;
  }
}
