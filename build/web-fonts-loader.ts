/** On <html> of a page whose web fonts wait to swap in together (WebFonts): src/ui/styles/tokens.css reads it. */
export const WEB_FONTS_PENDING = 'data-web-fonts-pending';

/**
 * A page's web fonts: their stylesheet (@font-face rules only), and the families it names. The page starts with
 * WEB_FONTS_PENDING, which keeps its text on the fonts' stand-ins; once every family is loaded and the words on screen
 * are shaped in them, the attribute goes and they all swap in at once.
 */
export interface WebFonts {
  readonly href: string;
  readonly families: readonly string[];
}

/**
 * The font stacks of src/ui/styles/tokens.css: each web font's own (`web`), and its stand-ins' alone (`standIn`),
 * which a page's text is drawn with while the fonts are pending.
 */
const FONT_STACKS = [
  { web: '--font-display-web', standIn: '--font-display-stand-in' },
  { web: '--font-sans-web', standIn: '--font-sans-stand-in' },
] as const;

/**
 * At most this long a task of the warm-up (below): a phone four times slower than this machine still stays under the
 * 50 ms a task may take before it blocks a tap.
 */
const WARM_UP_SLICE_MS = 4;

/**
 * Loads the web fonts' stylesheet, then each family's face for the page's text; then measures, in a canvas and in
 * slices of a few milliseconds, every word the page shows in the font it is about to be drawn with, and only then lets
 * the fonts swap in. Swapping a font in costs its first use (the font made ready for each weight and size) and the
 * shaping of every word on screen: 50-80 ms in one task on this machine, four times that on a mid-range phone, against
 * 5 ms once the canvas has done both beforehand in short tasks (the fonts' caches are the document's, not the canvas').
 */
export function webFontsSource(fonts: WebFonts | undefined): string {
  if (!fonts) return 'function loadWebFonts() {}';
  return `function loadWebFonts() {
    var root = document.documentElement;
    function swapIn() { root.removeAttribute(${JSON.stringify(WEB_FONTS_PENDING)}); }
    var link = add('link', { rel: 'stylesheet', crossorigin: '', href: ${JSON.stringify(fonts.href)} });
    link.onerror = swapIn;
    link.onload = function () {
      if (!document.fonts || !document.fonts.load) return swapIn();
      var loads = ${JSON.stringify(fonts.families)}.map(function (family) { return document.fonts.load('1em "' + family + '"'); });
      Promise.all(loads).then(function (found) {
        // A family without a face (its rules not served) has nothing to warm up.
        if (found.some(function (faces) { return faces.length === 0; })) return swapIn();
        setTimeout(function () { warmUp(swapIn); }, 0);
      }, swapIn);
    };
  }
  function warmUp(done) {
    var context = document.createElement('canvas').getContext('2d');
    if (!context || !Element.prototype.checkVisibility || !document.createTreeWalker) return done();
    var bare = function (stack) { return stack.replace(/["'\\s]/g, ''); };
    var tokens = getComputedStyle(document.documentElement);
    var stacks = ${JSON.stringify(FONT_STACKS)}.map(function (stack) {
      return { standIn: bare(tokens.getPropertyValue(stack.standIn)), web: tokens.getPropertyValue(stack.web).trim() };
    });
    var words = [];
    var seen = {};
    function note(element, text) {
      var style = getComputedStyle(element);
      var family = bare(style.fontFamily);
      var stack = stacks.filter(function (candidate) { return candidate.standIn === family; })[0];
      if (!stack) return;
      var font = style.fontStyle + ' ' + style.fontWeight + ' ' + style.fontSize + ' ' + stack.web;
      if (style.textTransform === 'uppercase') text = text.toUpperCase();
      text.split(/\\s+/).forEach(function (word) {
        var key = font + '|' + style.letterSpacing + '|' + word;
        if (word === '' || seen[key]) return;
        seen[key] = true;
        words.push({ font: font, letterSpacing: style.letterSpacing, word: word });
      });
    }
    // Both the reading of the page and the measures go in slices: reading styles costs too.
    var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    var fields = [].slice.call(document.querySelectorAll('[placeholder]'));
    function readOne() {
      var node = walker.nextNode();
      if (node) {
        var parent = node.parentElement;
        if (parent && /\\S/.test(node.data) && parent.checkVisibility({ contentVisibilityAuto: true })) note(parent, node.data);
        return true;
      }
      var field = fields.shift();
      if (!field) return false;
      if (field.checkVisibility({ contentVisibilityAuto: true })) note(field, field.getAttribute('placeholder'));
      return true;
    }
    var reading = true;
    var next = 0;
    (function slice() {
      var start = performance.now();
      while (performance.now() - start < ${WARM_UP_SLICE_MS}) {
        if (reading) {
          reading = readOne();
          continue;
        }
        if (next === words.length) return done();
        var item = words[next++];
        context.font = item.font;
        if ('letterSpacing' in context) context.letterSpacing = item.letterSpacing === 'normal' ? '0px' : item.letterSpacing;
        context.measureText(item.word);
      }
      setTimeout(slice, 0);
    })();
  }`;
}
