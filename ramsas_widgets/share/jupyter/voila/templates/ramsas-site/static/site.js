/* A page of the guide's static site while its Python starts in the browser, and after.
 *
 * The page's text is on screen at once; its exercises (the widgets) come once Pyodide, the
 * guide's package and every code cell have run, all in this browser. This script:
 *
 * - keeps the notice at the top of the lesson (#rw-starting, "the exercises start in a few
 *   seconds") up to date while Python starts, and removes it once every cell has run (the
 *   page then carries data-rw-ready on <html>);
 * - says so, with a button that reloads the page, when Python cannot start (Voici reports
 *   that it found or started no kernel, Pyodide's runtime files are not there or WebAssembly
 *   is refused, Pyodide stops with a fatal error, or nothing is ready after START_LIMIT_MS)
 *   or stops later (the kernel dead): there is no server whose connection could be lost,
 *   only the Python of this page;
 * - takes ?theme=dark|light out of the address once theme.js has remembered it, so that
 *   only theme.js sets the page's colours (Voici's own theme plugin reads the same word);
 * - keeps JupyterLite from registering its service worker. The pages need none of what it
 *   does (files shared with the kernel, input() in a cell), and in its place the browser's
 *   own cache makes a second visit faster: the worker would route every file through
 *   itself and, with its cache on, fetch each one again behind the scenes (measured in
 *   benchmarks/static_site.py). Where the page is not a secure context (a school server on
 *   plain http) the browser has no service workers at all, and Voici would wait for one
 *   for ever: the stand-in below answers at once that there is none.
 */
(function () {
  "use strict";
  var START_LIMIT_MS = 180000;
  /* What Voici writes to the console when the page gets no kernel at all. */
  var NO_KERNEL = /^(No kernel available|Can not start kernel|Missing service manager)/;
  /* What Pyodide's fatal errors say when they reach the page. */
  var FATAL = /exit\(\d+\)|pyodide|WebAssembly/i;
  /* Pyodide's files a page's Python cannot start without. */
  var RUNTIME_FILES = ["pyodide.asm.wasm", "python_stdlib.zip"];
  /* What the notice says, in the page's language (static/words.js); the English is what a
   * page without its words shows. */
  function say(key, values, english) {
    return window.ramsasWords ? window.ramsasWords.say(key, values, english) : english;
  }
  function text(kind) {
    switch (kind) {
      case "ready":
        return say("site.ready", {}, "The exercises are ready.");
      case "slow":
        return say("site.slow", {}, "The exercises are taking long to start. They need a " +
                   "recent browser with JavaScript and WebAssembly allowed; reloading the " +
                   "page may help.");
      case "failed":
        return say("site.failed", {}, "The exercises on this page could not start in this " +
                   "browser. Reload the page to try again.");
      case "stopped":
        return say("site.stopped", {}, "The exercises on this page stopped working: their " +
                   "Python in this browser stopped. Reload the page to start them again.");
      default:
        return say("site.starting", {}, "The exercises start in a few seconds: their " +
                   "Python is loading in your browser. Read on meanwhile.");
    }
  }
  var root = document.documentElement;
  var state = {ready: false, trouble: null, timer: null};

  (function noServiceWorker() {
    var none = {
      controller: null,
      register: function () {
        return Promise.reject(new Error("this page registers no service worker"));
      },
      getRegistration: function () { return Promise.resolve(undefined); },
      getRegistrations: function () { return Promise.resolve([]); },
      addEventListener: function () {},
      removeEventListener: function () {}
    };
    try {
      Object.defineProperty(window.navigator, "serviceWorker",
                            {value: none, configurable: true});
    } catch (err) {
      // the browser's own: Voici registers JupyterLite's worker, and the pages still work
    }
  })();

  (function forgetThemeWord() {
    try {
      var url = new URL(window.location.href);
      if (url.searchParams.has("theme")) {
        url.searchParams.delete("theme");
        window.history.replaceState(window.history.state, "", url.href);
      }
    } catch (err) {
      // an old browser: Voici then applies ?theme=dark itself
    }
  })();

  function notice() {
    return document.getElementById("rw-starting");
  }

  function show(kind) {
    var box = notice();
    if (!box) {
      return;
    }
    box.hidden = false;
    box.dataset.kind = kind;
    box.querySelector(".rw-starting-text").textContent = text(kind);
    var trouble = kind === "slow" || kind === "failed" || kind === "stopped";
    box.setAttribute("role", trouble ? "alert" : "status");
    box.querySelector(".rw-starting-reload").hidden = !trouble;
    if (trouble) {
      box.querySelector(".rw-starting-step").textContent = "";
    }
  }

  function step(text) {
    var box = notice();
    if (box && !state.trouble && !state.ready) {
      box.querySelector(".rw-starting-step").textContent = text;
    }
  }

  function trouble(kind) {
    if (state.ready && kind !== "stopped") {
      return;
    }
    state.trouble = kind;
    root.dataset.rwTrouble = kind;
    show(kind);
  }

  function ready() {
    if (state.ready) {
      return;
    }
    state.ready = true;
    window.clearTimeout(state.timer);
    root.dataset.rwReady = "true";
    if (state.trouble === "slow") {
      state.trouble = null;
      delete root.dataset.rwTrouble;
    }
    if (!state.trouble) {
      show("ready");
      notice().querySelector(".rw-starting-step").textContent = "";
      window.setTimeout(function () {
        var box = notice();
        if (box && !state.trouble) {
          box.hidden = true;
        }
      }, 1500);
    }
  }

  /* Voici reports its steps through these two page functions (Voilà's spinner has them). */
  window.update_loading_text = function (cellIndex, cellCount, voiciText) {
    if (voiciText) {  /* Voici's own English step: said in the page's words instead */
      step(say("site.python-starting", {}, "Python is starting in your browser."));
    } else if (cellCount) {
      step(say("site.running", {part: cellIndex, parts: cellCount},
               "Running part {part} of {parts} of the page."));
    }
  };
  var display = window.display_cells;
  window.display_cells = function () {
    if (display) {
      display();
    }
    ready();
  };

  /* The page's Python runs in a web worker (the Pyodide kernel's), and when it cannot
     start there the worker tells this page nothing. So, before it starts: can it?
     WebAssembly allowed, and Pyodide's runtime files there (a site copied in part, a proxy
     that refuses .wasm files); and, while it starts, a fatal error of Pyodide's reaching
     this page as an unhandled rejection ("exit(1)" when the standard library fails). */
  function pyodideFolder() {
    var config = document.getElementById("jupyter-config-data");
    try {
      var data = JSON.parse(config.textContent);
      var settings = data.litePluginSettings || {};
      var kernel = settings["@jupyterlite/pyodide-kernel-extension:kernel"] || {};
      /* Pyodide's own folder: the kernel loads the site's start script (pyodideUrl), which
         starts Pyodide from indexURL (relative to the site's root, as the kernel reads it) */
      var index = (kernel.loadPyodideOptions || {}).indexURL;
      return index ? new URL(index.replace(/\/?$/, "/"),
                             new URL(data.baseUrl || "/", location.href)) : null;
    } catch (e) {
      return null;
    }
  }

  function preflight() {
    if (!document.body || document.body.dataset.rwLive !== "true") {
      return;
    }
    if (typeof WebAssembly !== "object") {
      trouble("failed");
      return;
    }
    var folder = pyodideFolder();
    if (!folder || !window.fetch) {
      return;
    }
    RUNTIME_FILES.forEach(function (name) {
      window.fetch(new URL(name, folder).href, {method: "HEAD", cache: "no-cache"})
        .then(function (answer) {
          if (!answer.ok) {
            trouble("failed");
          }
        }, function () {
          trouble("failed");
        });
    });
  }

  window.addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    var text = String(reason && reason.message ? reason.message : reason);
    if (!state.ready && FATAL.test(text)) {
      trouble("failed");
    }
  });

  /* Watch the page's kernel once Voici has made it: "dead" means Python stopped. */
  function watchKernel() {
    var app = window.jupyterapp;
    if (!app || !app.widgetManagerPromise) {
      if (!state.ready && !state.trouble) {
        window.setTimeout(watchKernel, 500);
      }
      return;
    }
    app.widgetManagerPromise.promise.then(function (manager) {
      var kernel = manager && manager.kernel;
      if (!kernel || !kernel.statusChanged) {
        return;
      }
      kernel.statusChanged.connect(function (_kernel, status) {
        if (status === "dead" || status === "autorestarting" || status === "restarting") {
          trouble(state.ready ? "stopped" : "failed");
        }
      });
    });
  }

  function start() {
    var box = notice();
    if (!box) {
      return;
    }
    box.querySelector(".rw-starting-reload").addEventListener("click", function () {
      window.location.reload();
    });
    state.timer = window.setTimeout(function () {
      if (!state.ready) {
        trouble("slow");
      }
    }, START_LIMIT_MS);
    var error = window.console && window.console.error;
    if (error) {
      window.console.error = function (first) {
        if (!state.ready && typeof first === "string" && NO_KERNEL.test(first)) {
          trouble("failed");
        }
        return error.apply(window.console, arguments);
      };
    }
    preflight();
    watchKernel();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
  window.ramsasSite = {state: state, say: say};
})();
