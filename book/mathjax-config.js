// MathJax 3 (the site's copy in _static/npm/mathjax/) and the saved widgets side by side.
// The widget manager typesets a widget's label with the MathJax 2 call
// MathJax.Hub.Queue(["Typeset", MathJax.Hub, element]); MathJax 3 has no Hub, so a page with
// both formulas and widgets would throw. This gives MathJax 3 a Hub whose Queue typesets the
// element, and holds the elements that arrive before MathJax has started.
// Sphinx writes this file into each page with formulas, after the settings MyST adds.
(function () {
  var waiting = [];
  function queue(job) {
    var element = job && job[2];
    if (window.MathJax && window.MathJax.typesetPromise) {
      window.MathJax.typesetPromise(element ? [element] : undefined);
    } else if (element) {
      waiting.push(element);
    }
  }
  window.MathJax = Object.assign(window.MathJax || {}, {
    Hub: { Queue: queue },
    startup: {
      ready: function () {
        window.MathJax.startup.defaultReady();
        window.MathJax.Hub = { Queue: queue };
        window.MathJax.startup.promise.then(function () {
          if (waiting.length) {
            window.MathJax.typesetPromise(waiting.splice(0));
          }
        });
      },
    },
  });
})();
