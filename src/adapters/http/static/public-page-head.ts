import { isOpenView } from '../../../application/shared/memory-views.js';
import { QUESTION_PAGE_TEXT } from '../../../texts/question-page.pt-br.js';
import { CAROUSEL_PHOTO_SIZES, photoAvifSrcset, photoSrcset } from '../../../domain/memory/photo-variants.js';
import { coupleDescription, coupleTitle, LINK_PREVIEW_TEXT } from '../../../texts/link-preview.pt-br.js';
import { REVEAL_TEXT } from '../../../texts/reveal-date.pt-br.js';
import type { OpenPageResponse, PublicPageResponse } from '../contract/memories.contract.js';
import { htmlText } from '../../shared/html-text.js';
import { DEFAULT_PALETTE, PALETTES, type PaletteName } from '../../../domain/look/palettes.js';
import { pageLookStyle } from './page-look-style.js';
import { revealStyleHead } from './reveal-style-head.js';

/** Where the head's absolute and relative addresses point. */
export interface HeadAddresses {
  /** PUBLIC_URL, without a trailing slash. */
  readonly publicUrl: string;
  /** PHOTO_PUBLIC_URL when photos are fetched from another origin, else null (photos under /api/uploads). */
  readonly photoBaseUrl: string | null;
  /** The page's preview image, relative to the site (`/api/preview/…`), or null when there is none to offer. */
  readonly imagePath: string | null;
  /** The shop's name, the site's name in the title and the link preview. */
  readonly shopName: string;
}

export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The head of one public page: its title, the Open Graph and Twitter card tags a link unfurler reads, and the
 * preloads of what the tap on the gate needs (the page's JSON, fetched by the app exactly so, and its first photo at
 * the width the screen will pick), asked for as the head is read: neither holds up the gate's first paint (nothing in
 * the head blocks it), and both are on their way before the page's script. Every value taken from the page is escaped.
 */
export function pageHead(page: PublicPageResponse, addresses: HeadAddresses): { title: string; tags: string } {
  const title = coupleTitle(page.yourName, page.lovedName);
  const description = isOpenView(page)
    ? coupleDescription(page.yourName, page.lovedName, page.datingSince)
    : page.opensAt !== null
      ? REVEAL_TEXT.sealedDescription(page.yourName, page.lovedName, page.opensAt)
      : QUESTION_PAGE_TEXT.askingDescription(page.yourName, page.lovedName);
  const url = `${addresses.publicUrl}/${page.slug}/${page.id}`;
  const tags = [
    pageLookStyle(page.palette),
    themeColour(page.palette),
    revealStyleHead(page),
    meta('name', 'description', description),
    ...sharingTags({
      title,
      description,
      url,
      imagePath: addresses.imagePath,
      publicUrl: addresses.publicUrl,
      shopName: addresses.shopName,
      alt: LINK_PREVIEW_TEXT.imageAlt,
    }),
  ];
  const preloads = [`<link rel="preload" as="fetch" crossorigin href="${htmlText(`/api/${page.slug}/${page.id}`)}">`];
  // A page before its reveal date or its answer has no photo to give (its photos are not served to visitors until then).
  if (isOpenView(page) && page.photos[0] !== undefined) preloads.push(firstPhotoPreload(page, page.photos[0], addresses.photoBaseUrl));
  tags.push(...preloads);
  return { title: `${title} · ${addresses.shopName}`, tags: tags.join('') };
}

/**
 * The first photo, asked for from the head at the width the screen will pick, at high priority: it downloads while the
 * gate paints and shows. It also carries what memory-gate-tap.js needs to show that photo on its own, as soon as it
 * lands, after a tap that comes before the page's script: the photo's text for screen readers and its placeholder.
 */
function firstPhotoPreload(page: OpenPageResponse, storedPath: string, photoBaseUrl: string | null): string {
  const url = photoUrl(storedPath, photoBaseUrl);
  const webp = photoSrcset(url);
  // With AVIF widths, the set a browser that takes AVIF paints (`type` keeps the others from fetching it, and their
  // early tap in memory-gate-tap.js shows nothing until the page is ready).
  const avif = photoAvifSrcset(url, page.photoAvifWidths?.[0] ?? []);
  const alt = `${page.yourName} e ${page.lovedName}, foto 1 de ${page.photos.length}`;
  const placeholder = page.photoPlaceholders[0] ?? null;
  const typed = avif === null ? '' : ' type="image/avif"';
  return (
    `<link rel="preload" as="image" fetchpriority="high"${typed} imagesrcset="${htmlText(avif ?? webp)}" imagesizes="${htmlText(CAROUSEL_PHOTO_SIZES)}" ` +
    `data-alt="${htmlText(alt)}"${placeholder === null ? '' : ` data-placeholder="${htmlText(placeholder)}"`}>`
  );
}

/** The head of a page that cannot be shown (unknown, unpaid, expired, suspended): the product, nobody's names. */
export function genericHead(publicUrl: string, imagePath: string | null, shopName: string): { title: string; tags: string } {
  const { genericDescription: description } = LINK_PREVIEW_TEXT;
  const title = LINK_PREVIEW_TEXT.genericTitle(shopName);
  const tags = [
    themeColour(DEFAULT_PALETTE),
    meta('name', 'description', description),
    ...sharingTags({ title, description, url: `${publicUrl}/`, imagePath, publicUrl, shopName, alt: LINK_PREVIEW_TEXT.genericImageAlt }),
  ];
  return { title, tags: tags.join('') };
}

interface Sharing {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly imagePath: string | null;
  readonly publicUrl: string;
  readonly shopName: string;
  readonly alt: string;
}

function sharingTags(sharing: Sharing): string[] {
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', sharing.shopName),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', sharing.title),
    meta('property', 'og:description', sharing.description),
    meta('property', 'og:url', sharing.url),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', sharing.title),
    meta('name', 'twitter:description', sharing.description),
  ];
  if (sharing.imagePath !== null) {
    const image = `${sharing.publicUrl}${sharing.imagePath}`;
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(PREVIEW_IMAGE_SIZE.width)),
      meta('property', 'og:image:height', String(PREVIEW_IMAGE_SIZE.height)),
      meta('property', 'og:image:alt', sharing.alt),
      meta('name', 'twitter:image', image),
    );
  }
  return tags;
}

/** The phone browser's bar in the page's palette (the built file's own is taken out by HtmlTemplate). */
function themeColour(palette: PaletteName): string {
  return meta('name', 'theme-color', PALETTES[palette].browserBar);
}

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${htmlText(content)}">`;
}

/** A stored photo path as the app loads it: from PHOTO_PUBLIC_URL when set (as the page's JSON names it), else /api. */
function photoUrl(storedPath: string, photoBaseUrl: string | null): string {
  if (/^https?:\/\//.test(storedPath)) return storedPath;
  if (photoBaseUrl !== null && storedPath.startsWith('/uploads/')) return `${photoBaseUrl}${storedPath.slice('/uploads'.length)}`;
  return `/api${storedPath}`;
}
