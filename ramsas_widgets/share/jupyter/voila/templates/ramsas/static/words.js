/* The words the page's scripts show, in the page's language.
 *
 * The notebook builder writes them into the page (a JSON script, #rw-words): each a
 * template whose {name} fields the script fills in. A script asks with
 * window.ramsasWords.say(key, values, english): the English is what it says on a page
 * without the words (a notebook not built by the guide), and the same text as the
 * English catalogue's (a test checks that). The choice of a language in the page's bar is
 * remembered in the browser, as the theme is, for the landing page to follow. */
(function () {
  "use strict";
  var KEY = "ramsas-language";
  var words = null;

  function load() {
    if (words === null) {
      var data = document.getElementById("rw-words");
      try {
        words = data ? JSON.parse(data.textContent || "{}") : {};
      } catch (e) {
        words = {};
      }
    }
    return words;
  }

  function fill(template, values) {
    return template.replace(/\{([a-z_]+)\}/g, function (all, name) {
      return values && Object.prototype.hasOwnProperty.call(values, name)
        ? String(values[name]) : all;
    });
  }

  function say(key, values, english) {
    var template = load()[key];
    return fill(typeof template === "string" ? template : english, values || {});
  }

  function remember(code) {
    try {
      window.localStorage.setItem(KEY, code);
    } catch (e) { /* storage refused: the choice lasts for this page only */ }
  }

  document.addEventListener("click", function (event) {
    var link = event.target && event.target.closest && event.target.closest("[data-rw-language]");
    if (link) {
      remember(link.getAttribute("data-rw-language"));
    }
  });

  window.ramsasWords = {say: say, key: KEY};
})();
