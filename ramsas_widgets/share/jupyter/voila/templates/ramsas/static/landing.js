/* The guide's first page follows the reader's language: the language last chosen in a
 * page's bar (static/words.js remembers it), or, before any choice, the first of the
 * browser's languages the guide speaks. English stays here; another language's index
 * opens in its place (#rw-languages lists them: code -> address). */
(function () {
  "use strict";
  var data = document.getElementById("rw-languages");
  var pages = {};
  try {
    pages = JSON.parse(data ? data.textContent : "{}");
  } catch (e) {
    return;
  }
  var chosen = null;
  try {
    chosen = window.localStorage.getItem("ramsas-language");
  } catch (e) { /* no storage: the browser's languages decide */ }
  if (!chosen) {
    var wanted = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < wanted.length && !chosen; i++) {
      var code = String(wanted[i]).toLowerCase().split("-")[0];
      if (code === "en" || Object.prototype.hasOwnProperty.call(pages, code)) {
        chosen = code;
      }
    }
  }
  if (chosen && chosen !== "en" && Object.prototype.hasOwnProperty.call(pages, chosen)) {
    window.location.replace(pages[chosen]);
  }
})();
