// The public page's 'Clique' gate is painted by memory.html before the page's script arrives. A tap in that moment is
// remembered here, so the page opens as soon as it can; once the page's script runs the gate (`memoriesGateLive`), this
// steps aside. The build runs it first in the small script memory.html asks for from its head (build/memory-page.ts).
(function () {
  var button = document.querySelector('.memory-gate__button');
  if (!button) return;
  window.memoriesGateTapped = false;
  button.addEventListener('click', function () {
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
