/* The guide's light or dark page, chosen in the browser.
 *
 * Until the visitor chooses, the page follows the browser's colour preference
 * (prefers-color-scheme). A choice is made with the page's switch button, or with ?theme=dark
 * or ?theme=light in the address; it is kept in localStorage for every page of the guide.
 * The address is only compared with those two words: nothing from it is written into the
 * page. The dark colours are JupyterLab's dark theme, linked by the template as
 * <link id="rw-theme-dark">; this script only sets that link's media.
 */
(function () {
  "use strict";
  var KEY = "ramsas-widgets-theme";
  var PREFERS_DARK = "(prefers-color-scheme: dark)";
  var preference = window.matchMedia ? window.matchMedia(PREFERS_DARK) : null;

  function known(value) {
    return value === "dark" || value === "light" ? value : null;
  }

  function fromAddress() {
    return known(new URLSearchParams(window.location.search).get("theme"));
  }

  function remembered() {
    try {
      return known(window.localStorage.getItem(KEY));
    } catch (err) {  // storage switched off
      return null;
    }
  }

  function remember(theme) {
    try {
      window.localStorage.setItem(KEY, theme);
    } catch (err) {
      // the choice then lasts for this page only
    }
  }

  function chosen() {
    return fromAddress() || remembered();
  }

  function current() {
    return chosen() || (preference && preference.matches ? "dark" : "light");
  }

  /* Show the current theme: the dark stylesheet on or off, the page's theme attributes
     (JupyterLab's, which some widget styles read), and the switch's words. */
  function say(key, values, english) {  /* static/words.js, when the page has it */
    return window.ramsasWords ? window.ramsasWords.say(key, values, english) : english;
  }

  function apply() {
    var choice = chosen();
    var theme = current();
    var dark = document.getElementById("rw-theme-dark");
    if (dark) {
      dark.media = choice === null ? "screen and " + PREFERS_DARK
        : choice === "dark" ? "screen" : "not all";
    }
    document.documentElement.setAttribute("data-rw-theme", theme);
    var body = document.body;
    if (body) {
      body.setAttribute("data-jp-theme-light", theme === "light" ? "true" : "false");
      body.setAttribute("data-jp-theme-name",
                        theme === "dark" ? "JupyterLab Dark" : "JupyterLab Light");
      body.classList.toggle("theme-dark", theme === "dark");
      body.classList.toggle("theme-light", theme !== "dark");
    }
    var button = document.getElementById("rw-theme-switch");
    if (button) {
      button.textContent = theme === "dark" ? say("theme.light", {}, "Light page")
        : say("theme.dark", {}, "Dark page");
      button.hidden = false;
    }
  }

  function toggle() {
    var next = current() === "dark" ? "light" : "dark";
    remember(next);
    if (fromAddress()) {  // keep the address in step, so that reloading keeps the choice
      var url = new URL(window.location.href);
      url.searchParams.set("theme", next);
      window.history.replaceState(window.history.state, "", url.href);
    }
    apply();
  }

  /* Wire the switch button (the template calls this right after drawing it). */
  function start() {
    var button = document.getElementById("rw-theme-switch");
    if (button && !button.dataset.rwWired) {
      button.dataset.rwWired = "true";
      button.addEventListener("click", toggle);
    }
    apply();
  }

  if (fromAddress()) {
    remember(fromAddress());
  }
  apply();
  if (preference) {
    if (preference.addEventListener) {
      preference.addEventListener("change", apply);
    } else if (preference.addListener) {
      preference.addListener(apply);
    }
  }
  document.addEventListener("DOMContentLoaded", start);
  window.ramsasTheme = {start: start, current: current};
})();
