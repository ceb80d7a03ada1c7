/* The guide's widgets for keyboards and screen readers.
 *
 * ipywidgets draws its controls without some of what assistive technology reads; the
 * widgets set class names and tooltips, and this script, which the template loads on every
 * page, turns them into names and states as the widgets change:
 *
 * - a slider's handle ([role=slider]) is named by its description and says its value as
 *   shown ("3,000", not the position 3);
 * - a toggle button says whether it is pressed (aria-pressed, from the active state), and
 *   a disclosure button (.rw-disclosure) whether its panel is open (aria-expanded);
 * - a card button (.rw-card-button) is named by its tooltip, the card in words ("jack of
 *   clubs", "jack of clubs, just bought"), while its face shows "J♣";
 * - in a row of card buttons (.rw-pick-row) the arrow keys move between the cards, Home
 *   and End to the first and the last;
 * - Enter in a text box marked .rw-enter-submits presses the nearest .rw-submit button
 *   around it (Check, Check typed cards...), as Enter submits a form; the box's value goes
 *   to the kernel first.
 *
 * It fetches nothing and changes no widget's value.
 */
(function () {
  "use strict";

  function setAttr(el, name, value) {
    if (el.getAttribute(name) !== value) {
      el.setAttribute(name, value);
    }
  }

  function nameSliders(root) {
    root.querySelectorAll(".widget-slider").forEach(function (box) {
      var handle = box.querySelector("[role=slider]");
      var label = box.querySelector(".widget-label");
      if (!handle || !label) {
        return;
      }
      var text = label.textContent.trim() || label.getAttribute("title") || "";
      if (text) {
        setAttr(handle, "aria-label", text);
      }
      var readout = box.querySelector(".widget-readout");
      if (readout && readout.textContent.trim()) {
        setAttr(handle, "aria-valuetext", readout.textContent.trim());
      }
    });
  }

  function markButtons(root) {
    root.querySelectorAll(".widget-toggle-button, .jupyter-button.rw-disclosure")
      .forEach(function (button) {
        var on = button.classList.contains("mod-active") ? "true" : "false";
        if (button.classList.contains("rw-disclosure")) {
          setAttr(button, "aria-expanded", on);
        } else {
          setAttr(button, "aria-pressed", on);
        }
      });
    root.querySelectorAll(".rw-card-button").forEach(function (button) {
      var words = button.getAttribute("title");
      if (words) {
        setAttr(button, "aria-label", words);
      }
    });
  }

  var pending = false;
  function update() {
    pending = false;
    var root = document.getElementById("rendered_cells") || document.body;
    if (root) {
      nameSliders(root);
      markButtons(root);
    }
  }

  function soon() {
    if (!pending) {
      pending = true;
      window.requestAnimationFrame(update);
    }
  }

  /* What gets the focus is named and marked at once, not at the next frame: a screen
   * reader speaks it as focus lands, and a page busy drawing (or hidden) may run its
   * frames late. */
  function onFocus(event) {
    var el = event.target;
    if (el && el.closest && el.closest("#rendered_cells")) {
      markButtons(el.parentElement || el);
    }
  }

  /* Arrow keys between the cards of a row of card buttons. */
  function onKey(event) {
    var button = event.target;
    if (!button || !button.classList || !button.classList.contains("rw-card-button")) {
      return;
    }
    var row = button.closest(".rw-pick-row");
    if (!row) {
      return;
    }
    var cards = Array.prototype.filter.call(row.querySelectorAll(".rw-card-button"),
      function (b) { return !b.disabled && b.getClientRects().length; });
    var at = cards.indexOf(button);
    var to = {ArrowRight: at + 1, ArrowDown: at + 1, ArrowLeft: at - 1, ArrowUp: at - 1,
              Home: 0, End: cards.length - 1}[event.key];
    if (to === undefined || at < 0) {
      return;
    }
    event.preventDefault();
    cards[Math.max(0, Math.min(cards.length - 1, to))].focus();
  }

  /* Enter in a text box that submits: its value first, then its button. */
  function onEnter(event) {
    var input = event.target;
    if (event.key !== "Enter" || event.isComposing || !input || !input.closest ||
        !input.closest(".rw-enter-submits")) {
      return;
    }
    var button = null;
    for (var box = input.parentElement; box && !button; box = box.parentElement) {
      button = box.querySelector(".rw-submit");
    }
    if (!button || button.disabled) {
      return;
    }
    event.preventDefault();
    input.dispatchEvent(new Event("change", {bubbles: true}));
    window.setTimeout(function () { button.click(); }, 0);
  }

  function start() {
    update();
    new MutationObserver(soon).observe(document.body, {
      subtree: true, childList: true, characterData: true,
      attributes: true, attributeFilter: ["class", "title"]
    });
    // in the capture phase: ipywidgets' text boxes stop their keys from going further
    document.addEventListener("keydown", onKey, true);
    document.addEventListener("keydown", onEnter, true);
    document.addEventListener("focusin", onFocus, true);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
