/* A lesson's "Now play a hand" link opens the play table with its game chosen:
 * 07_play_table.ipynb#game=lt-ramsas. The choice is made here, in the browser, by
 * choosing that game in the table's Game list once the widgets are drawn, so the kernel
 * never reads the address (the page can come from the pool of started kernels).
 *
 * The table marks its Game list with the class rw-game-choice and lists the game IDs,
 * in the order of the list, in the data-ids of an element with the class rw-game-ids.
 */
(function () {
  "use strict";
  var match = /(?:^#|&)game=([a-z0-9-]+)/.exec(window.location.hash || "");
  if (!match) {
    return;
  }
  var wanted = match[1];
  var done = false;

  function tryChoose() {
    if (done) {
      return true;
    }
    var ids = document.querySelector(".rw-game-ids");
    var select = document.querySelector(".rw-game-choice select");
    if (!ids || !select) {
      return false;
    }
    done = true;
    var index = (ids.getAttribute("data-ids") || "").split(" ").indexOf(wanted);
    if (index < 0 || index >= select.options.length) {
      return true; /* an unknown game: the table keeps its own */
    }
    if (select.selectedIndex !== index) {
      select.selectedIndex = index;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
    return true;
  }

  function watch() {
    if (tryChoose()) {
      return;
    }
    var observer = new MutationObserver(function () {
      if (tryChoose()) {
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", watch);
  } else {
    watch();
  }
})();
