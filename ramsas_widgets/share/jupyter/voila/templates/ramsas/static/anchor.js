/* A link to a place in a page (08_rules.ipynb#HU-JOKER-3) lands there.
 *
 * Voilà draws a page's cells hidden and shows them once its widgets are ready, so the
 * browser's own jump to the address's #fragment finds nothing to scroll to. This script
 * waits until the element the fragment names is on screen (up to a minute, while the page
 * is drawn), then scrolls it to the top of the window; it does the same when the fragment
 * changes. A fragment that names no element (a lesson's #game=... link) is left alone.
 */
(function () {
  "use strict";
  var WAIT_MS = 100;
  var MOST = 600;

  function target() {
    var id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch (err) {
      return null;
    }
    return /^[A-Za-z][\w-]*$/.test(id) ? document.getElementById(id) : null;
  }

  function land(tries) {
    var element = target();
    if (!window.location.hash || tries > MOST) {
      return;
    }
    if (element && element.getClientRects().length > 0) {
      element.scrollIntoView({block: "start"});
      return;
    }
    window.setTimeout(function () { land(tries + 1); }, WAIT_MS);
  }

  document.addEventListener("DOMContentLoaded", function () { land(0); });
  window.addEventListener("hashchange", function () { land(0); });
})();
