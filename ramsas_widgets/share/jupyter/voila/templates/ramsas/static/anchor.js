/* A link to a place in a page (08_rules.ipynb#HU-JOKER-3) lands there.
 *
 * Voilà draws a page's cells hidden and shows them once its widgets are ready, so the
 * browser's own jump to the address's #fragment finds nothing to scroll to; and while the
 * widgets are drawn the page is laid out again and scrolled back to its top. This script
 * waits until the element the fragment names is on screen (up to a minute), scrolls it to
 * the top of the window, and for a while after puts it back there whenever the page moves it,
 * until the reader scrolls, clicks or types himself. It does the same when the fragment
 * changes. A fragment that names no element (a lesson's #game=... link) is left alone.
 */
(function () {
  "use strict";
  var WAIT_MS = 100;
  var MOST = 600;        // tries before the element shows: a minute
  var KEEP = 150;        // tries after landing, while the page settles: 15 seconds
  var reader = false;    // the reader has moved the page himself

  function target() {
    var id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch (err) {
      return null;
    }
    return /^[^\s=&]+$/.test(id) ? document.getElementById(id) : null;
  }

  function land(tries, kept) {
    if (!window.location.hash || reader || tries > MOST || kept > KEEP) {
      return;
    }
    var element = target();
    if (element && element.getClientRects().length > 0) {
      var top = element.getBoundingClientRect().top;
      if (kept === 0 || Math.abs(top) > 24) {
        element.scrollIntoView({block: "start"});
      }
      window.setTimeout(function () { land(tries, kept + 1); }, WAIT_MS);
      return;
    }
    window.setTimeout(function () { land(tries + 1, kept); }, WAIT_MS);
  }

  function start() {
    reader = false;
    land(0, 0);
  }

  ["wheel", "touchstart", "keydown", "mousedown"].forEach(function (name) {
    window.addEventListener(name, function () { reader = true; }, {capture: true, passive: true});
  });
  document.addEventListener("DOMContentLoaded", start);
  window.addEventListener("hashchange", start);
})();
