// The public page's 'Clique' gate is painted by memory.html before the page's script arrives. A tap in that moment is
// remembered here, so the page opens as soon as it can; once the page's script runs the gate (`memoriesGateLive`), this
// steps aside. The build runs it first in the small script memory.html asks for from its head (build/memory-page.ts).
// A tap that comes before the page can open (before its script, its data or its styles) shows the first photo, which
// the head preloads (public-page-head.ts), as soon as its bytes land, waiting for nothing else; the page takes over
// from it once it is ready. A photo with AVIF widths is preloaded as AVIF only (`type`): a browser without AVIF
// shows nothing here (its image fails to decode, never added) and waits for the page.
(function () {
  var gate = document.querySelector('.memory-gate');
  var button = document.querySelector('.memory-gate__button');
  // A page scratched or held open (its head says so: reveal-style-head.ts) is not opened by a tap.
  if (!gate || !button || document.querySelector('meta[name="memories-reveal"]')) return;
  window.memoriesGateTapped = false;
  var photoAsked = false;
  function showFirstPhoto() {
    var preload = document.querySelector('link[rel="preload"][as="image"][imagesrcset]');
    if (photoAsked || !preload) return;
    photoAsked = true;
    var photo = new Image();
    photo.className = 'memory-gate__photo';
    photo.alt = preload.getAttribute('data-alt') || '';
    photo.decoding = 'async';
    photo.sizes = preload.getAttribute('imagesizes') || '';
    photo.srcset = preload.getAttribute('imagesrcset') || '';
    var placeholder = preload.getAttribute('data-placeholder');
    if (placeholder) photo.style.backgroundImage = 'url("' + placeholder + '")';
    // Added once loaded, so it never shows half drawn; not at all if the page has taken the screen over meanwhile.
    photo.addEventListener('load', function () {
      if (gate.isConnected) gate.appendChild(photo);
    });
  }
  button.addEventListener('click', function () {
    showFirstPhoto();
    if (window.memoriesGateLive) return;
    window.memoriesGateTapped = true;
    button.setAttribute('aria-busy', 'true');
    var hint = document.querySelector('.memory-gate__hint');
    if (hint) {
      hint.textContent = 'Preparando sua surpresa...';
      hint.setAttribute('role', 'status');
    }
  });
})();
