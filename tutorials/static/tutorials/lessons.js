// Lesson progress in this browser only: the signed progress of the page is kept in
// localStorage, and the path page without one in its address asks for the kept one.
(function () {
  "use strict";
  var root = document.querySelector("[data-lessons]");
  if (!root) { return; }
  var key = "korttikoulu-lessons-" + root.dataset.lessons;
  var here = root.dataset.progress;
  var params = new URLSearchParams(window.location.search);
  try {
    var kept = window.localStorage.getItem(key);
    if (root.dataset.path !== undefined && !params.get("p") && kept) {
      window.location.replace(root.dataset.path + "?p=" + encodeURIComponent(kept));
      return;
    }
    if (params.get("p") || params.get("m") || !kept) {
      window.localStorage.setItem(key, here);
    }
  } catch (error) {
    // Storage refused (private mode): the signed links still carry the progress.
  }
})();
