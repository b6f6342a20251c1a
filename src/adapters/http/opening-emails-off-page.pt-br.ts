import { htmlText } from '../shared/html-text.js';

/**
 * The shop's look (its tokens, from its stylesheets, with the same values written here for a server without the built
 * app): the header of its pages, the cream page, the wine titles in Fraunces and the text in Inter.
 */
const STYLE = `
  body { display: flex; flex-direction: column; margin: 0; min-height: 100vh; background: var(--cream-100, #fbf4ee);
         color: var(--ink-900, #2d0f19); font: 16px/1.55 var(--font-sans, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); }
  .shop-header { background: var(--cream-100, #fbf4ee); border-bottom: 1px solid rgba(110, 22, 52, .08); padding: 0 16px; }
  .shop-header div { max-width: 1120px; height: 64px; margin: 0 auto; display: flex; align-items: center; }
  .brand { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; margin-left: -4px; padding: 0 4px;
           font-family: var(--font-display, Georgia, serif); font-size: 1.45rem; font-weight: 600; letter-spacing: -.01em;
           color: var(--wine-700, #6e1634); text-decoration: none; }
  .brand svg { color: var(--rose-500, #c2506f); }
  .page { flex: 1; display: grid; justify-items: center; align-content: start; padding: 32px 16px 48px; }
  main { width: 100%; max-width: 420px; background: var(--cream-50, #fffaf6); border-radius: var(--radius-lg, 24px);
         padding: 28px 24px; box-shadow: var(--shadow-soft, 0 12px 40px rgba(110, 22, 52, .12)); text-align: center; }
  h1 { font-family: var(--font-display, Georgia, serif); font-weight: 600; font-size: 1.6rem; line-height: 1.15;
       margin: 8px 0 12px; color: var(--wine-700, #6e1634); }
  p { margin: 0 0 16px; color: var(--ink-700, #4b2a35); }
  form { margin: 0; }
  button { width: 100%; min-height: 52px; border-radius: 999px; font: inherit; font-weight: 600; cursor: pointer;
           background: var(--wine-600, #8c1d40); color: #fff; border: 0; }
  button:hover { background: var(--wine-700, #6e1634); }
  button:focus-visible, .brand:focus-visible { outline: none; box-shadow: var(--focus-ring, 0 0 0 3px #fffaf6, 0 0 0 6px #e0a33a); }
`;

/** The shop's heart beside its name, as in the header of its other pages (lucide's heart, filled). */
const HEART =
  '<svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"/></svg>';

/** What the page says: a question with its button (the link opened), or the answer. */
export type OpeningEmailsOffView = { readonly kind: 'confirm'; readonly action: string } | { readonly kind: 'message'; readonly text: string };

/** The page's fixed words: the opening e-mail's, or the anniversary e-mail's for its own link. */
export interface EmailsOffTexts {
  readonly title: string;
  readonly confirmQuestion: string;
  readonly confirmButton: string;
}

/** Whose page it is: the shop's name in its header and title, and the stylesheets of its look (none: the values above). */
export interface ShopLook {
  readonly name: string;
  readonly stylesheets: readonly string[];
}

/** The small page behind the e-mail's link; a GET only asks, so a mail scanner that opens links changes nothing. */
export function openingEmailsOffPage(view: OpeningEmailsOffView, text: EmailsOffTexts, look: ShopLook): string {
  const body =
    view.kind === 'confirm'
      ? `<p>${htmlText(text.confirmQuestion)}</p>
<form method="post" action="${htmlText(view.action)}"><button type="submit">${htmlText(text.confirmButton)}</button></form>`
      : `<p role="status">${htmlText(view.text)}</p>`;
  const name = htmlText(look.name);
  const stylesheets = look.stylesheets.map((href) => `<link rel="stylesheet" href="${htmlText(href)}">`).join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#6e1634">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${htmlText(text.title)} · ${name}</title>
${stylesheets}
<style>${STYLE}</style>
</head>
<body>
<header class="shop-header"><div><a class="brand" href="/" aria-label="${name}, página inicial">${HEART}<span>${name}</span></a></div></header>
<div class="page">
<main>
<div aria-hidden="true" style="font-size:32px">💌</div>
<h1>${htmlText(text.title)}</h1>
${body}
</main>
</div>
</body>
</html>
`;
}
