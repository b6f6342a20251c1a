/**
 * The public page builds its elements with these two helpers: no framework, so a recipient on mobile data downloads
 * only the page's own code.
 */
type Value = string | number | boolean | null | undefined;
type Props = Readonly<Record<string, Value | ((event: never) => void)>>;
type Child = Node | string | null | undefined | false;

/** Sets attributes in the order given (`on…` adds a listener; `true` is an empty attribute; false, null and undefined none). */
export function assign(element: Element, props: Props): void {
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value as EventListener);
    else if (value === true) element.setAttribute(name, '');
    else if (value !== false && value !== null && value !== undefined) element.setAttribute(name, String(value));
  }
}

/** An HTML element with its attributes and children. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  assign(element, props);
  element.append(...children.filter((child): child is Node | string => child !== null && child !== undefined && child !== false));
  return element;
}

/** The heart drawn on the gate, above the names and on the unavailable page. */
export const HEART_PATH = 'M16 28s-11-6.9-11-15A6 6 0 0 1 16 9.5 6 6 0 0 1 27 13c0 8.1-11 15-11 15z';

/** A one-path SVG icon, hidden from assistive technology. */
export function icon(props: Props, d: string, pathProps: Props = {}): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  assign(svg, { ...props, 'aria-hidden': 'true' });
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  assign(path, { d, ...pathProps });
  svg.append(path);
  return svg;
}

/** A line icon on a 24 px grid, drawn in the text's colour: the carousel's arrows, its full-screen view's buttons. */
export const lineIcon = (d: string, size: number): SVGSVGElement =>
  icon({ viewBox: '0 0 24 24', width: size, height: size }, d, {
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2.4',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
