/* A class link, and the page's side of a class.
 *
 * 1. A class link: "06_probability_lab.ipynb#seed=42" gives every student the same deals.
 *    Once the widgets are drawn, every seed box marked rw-class-seed (the lab, the class
 *    exercises, the decision exercises, the play table) is set to 42 here, in the browser,
 *    as if typed; where the widget has a button marked rw-class-deal (the table's New game)
 *    it is pressed. "#lesson=6" on a page that is not lesson 6 opens lesson 6 (through the
 *    index, which links every lesson), keeping the rest of the link. "#game=" is read by
 *    game-link.js. The kernel never reads the address: the page may come from the pool of
 *    kernels that ran it before anybody asked for it. A part of the link that cannot be
 *    decoded, or a seed outside 0-1,000,000, is left out with a note on the page saying so:
 *    the rest of the page (and of the link) works as without it.
 *
 * 2. In a class (python -m ramsas_widgets --classroom N), the widgets carry a hidden class
 *    link (ramsas_widgets.classroom.kernel.ClassLink):
 *    - the nickname the student chose and the page's file name are typed into its hidden
 *      box, so that the class record can label who answered; a bar at the top offers the
 *      nickname. (A browser ID of the page's own goes with them and is ignored: who the
 *      student is comes from the server, which told the kernel which browser it serves.)
 *    - the teacher's "send everyone to" arrives in its hidden notice: a banner at the top
 *      says where, with a button that goes there (nothing moves by itself). A banner the
 *      student followed or closed does not come back.
 */
(function () {
  "use strict";
  if (window.ramsasClass) {
    return;
  }
  var ID_KEY = "ramsas-class-browser";
  var NICK_KEY = "ramsas-class-nickname";
  var DONE_KEY = "ramsas-class-notices-done";
  /* The largest class seed, as the teacher's page and the seed boxes of the class
   * exercises take it. */
  var SEED_MAX = 1000000;

  function store(key, value) {
    try {
      if (value === undefined) {
        return window.localStorage.getItem(key);
      }
      window.localStorage.setItem(key, value);
    } catch (err) {
      // private browsing: the ID lasts as long as the page
    }
    return value;
  }

  /* The parts of the address after "#" this page understands, each checked: a part that
   * cannot be decoded, or a seed outside 0 to SEED_MAX, is left out and named in
   * out.refused, so the page goes on and says which part of its link it did not use. */
  function hashParams() {
    var out = {refused: []};
    (window.location.hash || "").replace(/^#/, "").split("&").forEach(function (part) {
      var bits = part.split("=");
      if (bits.length !== 2 || !/^[a-z]+$/.test(bits[0])) {
        return;
      }
      var value = decode(bits[1]);
      if (value === null) {
        out.refused.push(bits[0]);
      } else if (bits[0] === "seed" && !goodSeed(value)) {
        out.refused.push(bits[0]);
      } else {
        out[bits[0]] = value;
      }
    });
    return out;
  }

  function decode(text) {
    try {
      return decodeURIComponent(text);
    } catch (err) {
      return null;  // "%E0%A4%A": not an address a person or the teacher's page makes
    }
  }

  function goodSeed(value) {
    return /^\d{1,7}$/.test(value) && parseInt(value, 10) <= SEED_MAX;
  }

  function pageName() {
    var parts = window.location.pathname.split("/");
    return decode(parts[parts.length - 1] || "") || "";
  }

  function pageNumber(name) {
    var m = /^(\d\d)_[^/]*\.ipynb$/.exec(name || "");
    return m ? parseInt(m[1], 10) : null;
  }

  function say(key, values, english) {  /* static/words.js, when the page has it */
    return window.ramsasWords ? window.ramsasWords.say(key, values, english) : english;
  }

  function lessonTitle(page) {
    var n = pageNumber(page);
    if (n === null) {
      return page;
    }
    if (n === 0) {
      return say("class.index", {}, "the index");
    }
    if (/rules/.test(page)) {
      return say("class.rules", {}, "the rules");
    }
    return say("class.lesson", {n: n}, "Lesson {n}");
  }

  /* -- #lesson= ------------------------------------------------------------------------ */
  function goToLesson(params) {
    if (!params.lesson || !/^\d{1,2}$/.test(params.lesson)) {
      return false;
    }
    var wanted = parseInt(params.lesson, 10);
    if (pageNumber(pageName()) === wanted) {
      return false;
    }
    var rest = (window.location.hash || "").replace(/(^#|&)lesson=\d{1,2}/, "")
      .replace(/^#?&?/, "");
    var links = document.querySelectorAll("a[href]");
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute("href") || "";
      var m = /^(\d\d)_[a-z0-9_]+\.ipynb$/.exec(href.split("#")[0]);
      if (m && parseInt(m[1], 10) === wanted) {
        window.location.replace(href.split("#")[0] + (rest ? "#" + rest : ""));
        return true;
      }
    }
    if (pageNumber(pageName()) !== 0) {  // the index links every lesson
      window.location.replace("00_index.ipynb" + window.location.hash);
      return true;
    }
    return false;
  }

  /* -- #seed= ---------------------------------------------------------------------------- */
  var seedsDone = new WeakSet();

  function setSeeds(seed) {
    var boxes = document.querySelectorAll(".rw-class-seed");
    for (var i = 0; i < boxes.length; i++) {
      var box = boxes[i];
      var input = box.querySelector("input");
      if (!input || seedsDone.has(box)) {
        continue;
      }
      seedsDone.add(box);
      if (input.value !== String(seed)) {
        input.value = String(seed);
        input.dispatchEvent(new Event("input", {bubbles: true}));
        input.dispatchEvent(new Event("change", {bubbles: true}));
      }
      var widget = box.parentElement;  // the widget holding the box, within its output
      while (widget && !widget.querySelector(".rw-class-deal") &&
             !widget.classList.contains("jp-OutputArea-output")) {
        widget = widget.parentElement;
      }
      var deal = widget && widget.querySelector(".rw-class-deal");
      if (deal) {
        deal.click();
      }
    }
  }

  /* -- who this browser is ---------------------------------------------------------------- */
  function browserId() {
    var id = store(ID_KEY);
    if (!id || !/^[0-9a-f]{32}$/.test(id)) {
      var bytes = new Uint8Array(16);
      window.crypto.getRandomValues(bytes);
      id = Array.prototype.map.call(bytes, function (b) {
        return ("0" + b.toString(16)).slice(-2);
      }).join("");
      store(ID_KEY, id);
    }
    return id;
  }

  function identityText() {
    return JSON.stringify({id: browserId(), nick: store(NICK_KEY) || "", page: pageName()});
  }

  function tell(input) {
    var text = identityText();
    if (input.value !== text) {
      input.value = text;
      input.dispatchEvent(new Event("input", {bubbles: true}));
      input.dispatchEvent(new Event("change", {bubbles: true}));
    }
  }

  function tellAll() {
    var inputs = document.querySelectorAll(".rw-class-id input");
    for (var i = 0; i < inputs.length; i++) {
      tell(inputs[i]);
    }
  }

  function classBar() {
    if (document.getElementById("rw-class-bar")) {
      return;
    }
    var bar = document.createElement("div");
    bar.id = "rw-class-bar";
    bar.className = "rw-class-bar";
    var label = document.createElement("label");
    label.setAttribute("for", "rw-class-nickname");
    label.textContent = say("class.nickname", {}, "Your name in class (optional):");
    var input = document.createElement("input");
    input.id = "rw-class-nickname";
    input.type = "text";
    input.maxLength = 40;
    input.autocomplete = "nickname";
    input.value = store(NICK_KEY) || "";
    var note = document.createElement("span");
    note.className = "rw-class-bar-note";
    note.textContent = say("class.nickname-note", {}, "Your teacher sees what the class " +
                           "answers, under this name or none.");
    input.addEventListener("change", function () {
      store(NICK_KEY, input.value.trim().slice(0, 40));
      tellAll();
    });
    bar.appendChild(label);
    bar.appendChild(input);
    bar.appendChild(note);
    var top = document.querySelector(".rw-topbar");
    if (top && top.parentNode) {
      top.parentNode.insertBefore(bar, top.nextSibling);
    } else {
      document.body.insertBefore(bar, document.body.firstChild);
    }
  }

  /* -- a link not understood ---------------------------------------------------------------- */
  /* One line under the navigation bar: the part of the link the page left out, and what it
   * does instead. It stays until the link changes. */
  function sayRefused(refused) {
    var old = document.getElementById("rw-link-note");
    if (!refused.length) {
      if (old) {
        old.remove();
      }
      return;
    }
    if (old || !document.querySelector(".rw-topbar, .jp-OutputArea-output")) {
      return;
    }
    var note = document.createElement("p");
    note.id = "rw-link-note";
    note.className = "rw-link-note";
    note.setAttribute("role", "status");
    note.textContent = refused.indexOf("seed") >= 0
      ? say("class.bad-seed", {}, "This page's link has a class seed the guide cannot use " +
            "(a seed is a whole number from 0 to 1,000,000): the page deals from its own " +
            "seeds. Ask your teacher for the link again.")
      : say("class.bad-link", {}, "Part of this page's link could not be read, so the page " +
            "left it out. Ask your teacher for the link again.");
    var top = document.querySelector(".rw-topbar");
    if (top && top.parentNode) {
      top.parentNode.insertBefore(note, top.nextSibling);
    } else {
      document.body.insertBefore(note, document.body.firstChild);
    }
  }

  /* -- the teacher's notice --------------------------------------------------------------- */
  function doneNotices() {
    return (store(DONE_KEY) || "").split(" ").filter(Boolean);
  }

  function markDone(id) {
    var done = doneNotices().concat([String(id)]).slice(-20);
    store(DONE_KEY, done.join(" "));
  }

  function showNotice(data) {
    var id = data.getAttribute("data-id");
    var page = data.getAttribute("data-page") || "";
    var seed = data.getAttribute("data-seed");
    if (!id || !/^\d\d_[a-z0-9_]+\.ipynb$/.test(page) || doneNotices().indexOf(id) >= 0) {
      return;
    }
    var here = hashParams();
    if (page === pageName() && (seed === null || here.seed === seed)) {
      return;  // already there
    }
    var old = document.getElementById("rw-class-banner");
    if (old) {
      old.remove();
    }
    var target = page + (seed !== null ? "#seed=" + seed : "");
    var box = document.createElement("div");
    box.id = "rw-class-banner";
    box.className = "rw-class-banner";
    box.setAttribute("role", "status");
    box.dataset.target = target;
    var text = document.createElement("p");
    text.textContent = seed !== null
      ? say("class.asks-seed", {page: lessonTitle(page), seed: seed},
            "Your teacher asks everyone to open {page} with class seed {seed}.")
      : say("class.asks", {page: lessonTitle(page)},
            "Your teacher asks everyone to open {page}.");
    var go = document.createElement("button");
    go.type = "button";
    go.className = "rw-class-banner-go";
    go.textContent = seed !== null
      ? say("class.open-seed", {page: lessonTitle(page), seed: seed}, "Open {page}, seed {seed}")
      : say("class.open", {page: lessonTitle(page)}, "Open {page}");
    go.addEventListener("click", function () {
      markDone(id);
      var url = new URL(target, window.location.href);
      if (url.pathname === window.location.pathname && url.search === window.location.search) {
        window.location.hash = url.hash;  // the same page: a new kernel deals from the seed
        window.location.reload();
      } else {
        window.location.assign(url.href);
      }
    });
    var later = document.createElement("button");
    later.type = "button";
    later.className = "rw-class-banner-close";
    later.textContent = say("class.not-now", {}, "Not now");
    later.addEventListener("click", function () {
      markDone(id);
      box.remove();
    });
    box.appendChild(text);
    box.appendChild(go);
    box.appendChild(later);
    document.body.insertBefore(box, document.body.firstChild);
  }

  /* -- watching the page ------------------------------------------------------------------- */
  var params = hashParams();
  var told = new WeakSet();

  function look() {
    // who this is first: a seed set below may deal, and the deal is recorded under this ID
    var inputs = document.querySelectorAll(".rw-class-id input");
    if (inputs.length) {
      classBar();
    }
    for (var i = 0; i < inputs.length; i++) {
      if (!told.has(inputs[i])) {
        told.add(inputs[i]);
        tell(inputs[i]);
      }
    }
    if (params.seed !== undefined) {
      setSeeds(parseInt(params.seed, 10));
    }
    sayRefused(params.refused);
    var notice = document.querySelector(".rw-class-notice .rw-notice-data");
    if (notice && notice.getAttribute("data-id") !== look.noticeShown) {
      look.noticeShown = notice.getAttribute("data-id");
      showNotice(notice);
    }
  }

  function start() {
    if (goToLesson(params)) {
      return;
    }
    look();
    new MutationObserver(look).observe(document.body, {childList: true, subtree: true});
  }

  window.addEventListener("hashchange", function () {
    params = hashParams();
    seedsDone = new WeakSet();
    var said = document.getElementById("rw-link-note");
    if (said) {
      said.remove();  // the new link's own note, if it needs one
    }
    sayRefused(params.refused);
    if (!goToLesson(params)) {
      look();
    }
  });

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
  window.ramsasClass = {params: hashParams, browserId: browserId};
})();
