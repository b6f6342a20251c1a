// A prerendered page (the landing, /create) shows its buttons before its code runs. A tap on one of them in that moment
// is kept here and made again once React has taken the page over (main.tsx's app calls memoriesReplayEarlyTaps), so
// a slow phone loses no tap. A submit button is not sent to the browser (the form's own code sends it) nor made again:
// the form may still be taking in what was typed. The build runs this first in the page's after-paint script.
(function () {
  var taps = [];
  function keep(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('#root button') : null;
    if (!button) return;
    // React, hydrating meanwhile, must not also answer it: it is made once, by the replay.
    event.preventDefault();
    event.stopPropagation();
    if (button.type !== 'submit') taps.push(button);
  }
  document.addEventListener('click', keep, true);
  window.memoriesReplayEarlyTaps = function () {
    document.removeEventListener('click', keep, true);
    var kept = taps;
    taps = [];
    kept.forEach(function (button) {
      if (button.isConnected) button.click();
    });
  };
})();
