// Marks the page not ready (#root inert) from its first paint until the app's code takes it over (src/main.tsx clears
// it once the page works), so a press or a keystroke never lands on a prerendered control that does nothing yet.
// Without JavaScript this never runs and the page stays a plain, usable document; if the app's code fails to load,
// the page is left usable as it is.
(function () {
  var observer = new MutationObserver(function () {
    var root = document.getElementById('root');
    if (!root) return;
    root.inert = true;
    observer.disconnect();
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  document.addEventListener(
    'error',
    function (event) {
      var root = document.getElementById('root');
      if (root && event.target instanceof HTMLScriptElement) root.inert = false;
    },
    true,
  );
})();
