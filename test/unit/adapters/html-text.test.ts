import { describe, expect, it } from 'vitest';
import { HtmlTemplate } from '../../../src/adapters/http/static/html-template.js';
import { htmlText } from '../../../src/adapters/shared/html-text.js';

describe('htmlText', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['"><img src=x onerror=alert(1)>', '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;'],
    ["D'Ávila", 'D&#39;Ávila'],
    ['Ana & João', 'Ana &amp; João'],
    ['&amp; already', '&amp;amp; already'],
    ['Léo 💖 \u200Fשלום\u200E', 'Léo 💖 \u200Fשלום\u200E'],
  ])('%j becomes %j', (text, html) => {
    expect(htmlText(text)).toBe(html);
  });
});

describe('HtmlTemplate', () => {
  const built = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><meta name="robots" content="noindex" />',
    '<meta name="theme-color" content="#4a0d22" /><meta name="description" content="Uma página de amor." />',
    '<title>Uma página de amor · memories</title>',
    '<style>.gate{color:red}</style></head><body><div id="root">gate</div></body></html>',
  ].join('');

  it('puts its own title and tags in place of the built title, description and theme colour, keeping the rest byte for byte', () => {
    const page = new HtmlTemplate(built).render('Ana & <João>', '<meta property="og:title" content="x">');
    expect(page).toBe(
      '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><meta name="robots" content="noindex" />' +
        '<style>.gate{color:red}</style><title>Ana &amp; &lt;João&gt;</title><meta property="og:title" content="x"></head>' +
        '<body><div id="root">gate</div></body></html>',
    );
  });

  it('adds a head, with noindex, to a file that has none', () => {
    const page = new HtmlTemplate('<!doctype html><html><body><p>page</p></body></html>').render('T', '<meta name="x" content="y">');
    expect(page).toBe(
      '<!doctype html><html><head><meta name="robots" content="noindex"><title>T</title><meta name="x" content="y"></head><body><p>page</p></body></html>',
    );
  });
});
