import { OPENING_EMAILS_OFF_PAGE as TEXT } from '../../texts/page-openings.pt-br.js';
import { htmlText } from '../shared/html-text.js';

const STYLE = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px;
         font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #fbf4ee; color: #3b1320; }
  main { width: 100%; max-width: 420px; background: #fff; border-radius: 20px; padding: 28px 24px;
         box-shadow: 0 12px 40px rgba(110, 22, 52, .12); text-align: center; }
  h1 { font-family: Georgia, "Times New Roman", serif; font-weight: 600; font-size: 24px; margin: 8px 0 12px; color: #6e1634; }
  p { margin: 0 0 16px; }
  button { width: 100%; min-height: 48px; border-radius: 14px; font: inherit; font-weight: 600; cursor: pointer;
           background: #8c1d40; color: #fff; border: 0; }
  button:focus-visible { outline: 3px solid #e0a33a; outline-offset: 2px; }
`;

/** What the page says: a question with its button (the link opened), or the answer. */
export type OpeningEmailsOffView = { readonly kind: 'confirm'; readonly action: string } | { readonly kind: 'message'; readonly text: string };

/** The page's fixed words: the opening e-mail's by default, the anniversary e-mail's for its own link. */
export interface EmailsOffTexts {
  readonly title: string;
  readonly confirmQuestion: string;
  readonly confirmButton: string;
}

/** The small page behind the e-mail's link; a GET only asks, so a mail scanner that opens links changes nothing. */
export function openingEmailsOffPage(view: OpeningEmailsOffView, text: EmailsOffTexts = TEXT): string {
  const body =
    view.kind === 'confirm'
      ? `<p>${htmlText(text.confirmQuestion)}</p>
<form method="post" action="${htmlText(view.action)}"><button type="submit">${htmlText(text.confirmButton)}</button></form>`
      : `<p role="status">${htmlText(view.text)}</p>`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${htmlText(text.title)} · memories</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<div aria-hidden="true" style="font-size:32px">💌</div>
<h1>${htmlText(text.title)}</h1>
${body}
</main>
</body>
</html>
`;
}
