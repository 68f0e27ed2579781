// The widget manager (embed-amd.js) loads its font files from beside the AMD modules it
// defines, named "@jupyter-widgets/...", which require.js would look for beside the page.
// Point those module paths at the site's own copy in _static/npm/html-manager/, so the
// fonts come from the site and never from a CDN. Loaded after require.js, before embed-amd.js.
(function () {
  var here = (document.documentElement.dataset.content_root || "./") + "_static/npm/html-manager";
  require.config({
    paths: {
      "@jupyter-widgets/html-manager/dist": here,
      "@jupyter-widgets": here,
    },
  });
})();
