/* The guide's page says when it has lost its server.
 *
 * A lesson's widgets live in a kernel on the server, reached through the kernel's websocket
 * (/api/kernels/<id>/channels). When that kernel dies or is restarted, or the server stops
 * or restarts, the page would stay on screen with nothing answering its clicks. This script,
 * loaded before Voilà's own, watches those websockets: when none has been open for a few
 * seconds, or the server reports the kernel restarting or dead, it shows a notice at the top
 * of the page with a button that reloads it. A connection that comes back by itself (a
 * network blip) hides the notice again; a restarted kernel has lost the widgets, so that
 * notice stays. Leaving the page (Voilà closes the connection then) shows nothing.
 *
 * It also asks the server every few seconds whether it is there and still holds this
 * page's kernel (voila/ramsas/alive): a server that stops answering (frozen, or the
 * network gone) gets a notice after two missed answers, which goes when it answers again;
 * a page that comes back after being away longer than the server keeps a page's kernel
 * without its browser says that its game was put away; a kernel stopped for using more
 * memory than the server allows says so. A server that does not know that question (404)
 * is not asked again.
 */
(function () {
  "use strict";
  var Native = window.WebSocket;
  if (!Native || window.ramsasConnection) {
    return;
  }
  var KERNEL_SOCKET = /\/api\/kernels\/[0-9a-f-]+\/channels/;
  var GRACE_MS = 3000;
  var BEAT_MS = 5000;
  var ANSWER_MS = 4000;
  var MISSES = 2;
  var state = {open: 0, seen: false, gone: false, leaving: false, timer: null,
               misses: 0, silent: false, awaySince: null, awaySeconds: 0, asking: false,
               sockets: [], unasked: false};

  var TEXT = {
    lost: function () {
      return say("connection.lost", {}, "The connection to the guide was lost: the widgets " +
                 "on this page no longer answer.");
    },
    gone: function () {
      return say("connection.gone", {}, "The connection to the guide was lost: this lesson " +
                 "was stopped on the server, so its widgets no longer answer.");
    },
    silent: function () {
      return say("connection.silent", {}, "The guide's server is not answering just now: " +
                 "the widgets on this page may not respond. This notice goes away as soon " +
                 "as it answers again.");
    },
    away: function () {
      var minutes = Math.max(1, Math.round(state.awaySeconds / 60));
      return say("connection.away", {minutes: minutes}, "This page was away for more than " +
                 "{minutes} min, so its game was put away on the server to make room for " +
                 "others. Reload the page for a new game.");
    },
    memory: function () {
      return say("connection.memory", {}, "This lesson used more memory than one page may " +
                 "have on this server, so it was stopped. Reload the page to start it again.");
    }
  };
  function say(key, values, english) {  /* static/words.js, when the page has it */
    return window.ramsasWords ? window.ramsasWords.say(key, values, english) : english;
  }

  var LASTING = {gone: true, away: true, memory: true};

  function notice() {
    var box = document.getElementById("rw-connection");
    if (box || !document.body) {
      return box;
    }
    box = document.createElement("div");
    box.id = "rw-connection";
    box.className = "rw-connection";
    box.setAttribute("role", "alert");
    box.hidden = true;
    var text = document.createElement("p");
    text.className = "rw-connection-text";
    var button = document.createElement("button");
    button.type = "button";
    button.className = "rw-connection-reload";
    button.textContent = say("connection.reload", {}, "Reload the page");
    button.addEventListener("click", function () {
      window.location.reload();
    });
    box.appendChild(text);
    box.appendChild(button);
    document.body.insertBefore(box, document.body.firstChild);
    return box;
  }

  function show(kind) {
    if (state.leaving) {
      return;
    }
    var box = notice();
    if (!box) {
      return;
    }
    if (box.dataset.kind === "memory" || (box.dataset.kind === "away" && kind === "gone")) {
      return;  // the most telling reason stays
    }
    var text = TEXT[kind];
    box.querySelector(".rw-connection-text").textContent =
      typeof text === "function" ? text() : text;
    box.dataset.kind = kind;
    box.hidden = false;
    document.documentElement.classList.add("rw-disconnected");
  }

  function hide() {
    var box = document.getElementById("rw-connection");
    if (box && !state.gone && !LASTING[box.dataset.kind]) {
      box.hidden = true;
      document.documentElement.classList.remove("rw-disconnected");
    }
  }

  function later() {
    window.clearTimeout(state.timer);
    state.timer = window.setTimeout(function () {
      if (state.open === 0 && state.seen) {
        show(state.gone ? "gone" : "lost");
      }
    }, GRACE_MS);
  }

  /* The kernel's state from a status message, in either of Jupyter's websocket formats:
     JSON text, or the binary v1 format (offsets, then channel, header, parent header,
     metadata and content). Only small messages are read: status messages are. */
  function kernelState(data) {
    try {
      if (typeof data === "string") {
        if (data.length > 4096 || data.indexOf('"status"') < 0) {
          return null;
        }
        var msg = JSON.parse(data);
        return msg.header && msg.header.msg_type === "status" ? msg.content || null : null;
      }
      if (!(data instanceof ArrayBuffer) || data.byteLength > 4096) {
        return null;
      }
      var view = new DataView(data);
      var count = Number(view.getBigUint64(0, true));
      if (count < 5 || 8 * (count + 1) > data.byteLength) {
        return null;
      }
      var at = function (i) {
        return Number(view.getBigUint64(8 * (i + 1), true));
      };
      var decode = function (from, to) {
        return JSON.parse(new TextDecoder().decode(new Uint8Array(data, from, to - from)));
      };
      var header = decode(at(1), at(2));
      if (header.msg_type !== "status") {
        return null;
      }
      var end = count > 5 ? at(5) : data.byteLength;
      return decode(at(4), end);
    } catch (err) {
      return null;
    }
  }

  function watch(socket) {
    socket.addEventListener("open", function () {
      state.sockets.push(socket);
      state.open += 1;
      state.seen = true;
      if (document.visibilityState !== "hidden") {
        state.awaySince = null;
      }
      window.clearTimeout(state.timer);
      hide();
    });
    socket.addEventListener("close", function () {
      state.sockets = state.sockets.filter(function (s) { return s !== socket; });
      state.open = Math.max(0, state.open - 1);
      if (state.open === 0) {
        if (state.awaySince === null) {
          state.awaySince = Date.now();
        }
        later();
      }
    });
    socket.addEventListener("message", function (event) {
      var content = kernelState(event.data);
      var kernel = content && content.execution_state;
      if (content && content.reason === "memory") {
        state.gone = true;
        show("memory");
      } else if (kernel === "restarting" || kernel === "autorestarting" || kernel === "dead") {
        state.gone = true;
        show("gone");
      }
    });
  }

  /* Is the server there, and does it still hold this page's kernel? */
  function kernelId() {
    try {
      var config = document.getElementById("jupyter-config-data");
      return config ? JSON.parse(config.textContent).kernelId || "" : "";
    } catch (err) {
      return "";
    }
  }

  function aliveUrl() {
    var base = (document.body && document.body.dataset.baseUrl) || "/voila/";
    var kernel = kernelId();
    return base + "ramsas/alive" + (kernel ? "?kernel=" + encodeURIComponent(kernel) : "");
  }

  function answered(answer) {
    state.misses = 0;
    if (state.silent) {
      state.silent = false;
      var box = document.getElementById("rw-connection");
      if (box && box.dataset.kind === "silent") {
        box.dataset.kind = "";
        if (state.open > 0) {
          hide();
        } else if (state.seen) {
          show(state.gone ? "gone" : "lost");
        }
      }
    }
    if (answer && answer.away_seconds) {
      state.awaySeconds = answer.away_seconds;
    }
    if (answer && answer.kernel === "gone" && state.seen) {
      var away = state.awaySince !== null &&
        Date.now() - state.awaySince >= (state.awaySeconds - 5) * 1000;
      state.gone = true;
      show(away && state.awaySeconds ? "away" : "gone");
    }
  }

  function missed() {
    state.misses += 1;
    if (state.misses >= MISSES && state.seen && !state.leaving) {
      state.silent = true;
      var box = document.getElementById("rw-connection");
      if (!box || box.hidden) {  // a page already told it lost its connection keeps that
        show("silent");
      }
    }
  }

  /* How the beat is asked: never following a redirect (a hub's server sends a question it
     cannot place to the hub's login, and a login started by a background request would
     unsettle the page's own), with the page's _xsrf token, which a hub's server wants
     before it takes a background request as the student's. */
  function asking(signal) {
    var options = {cache: "no-store", credentials: "same-origin", redirect: "manual"};
    var token = document.cookie.match(/(?:^|;\s*)_xsrf=([^;]*)/);
    if (token) {
      options.headers = {"X-XSRFToken": token[1]};
    }
    if (signal) {
      options.signal = signal;
    }
    return options;
  }

  /* A server without the beat's route (404: a plain Voilà, say) is not asked again: the
     page would only fill its log, one line every few seconds for as long as it is open. */
  function unanswerable(response) {
    if (response.status === 404) {
      state.unasked = true;
    }
    return response;
  }

  function ask() {
    if (state.asking || !state.seen || state.leaving || state.unasked || !window.fetch) {
      return;
    }
    state.asking = true;
    var control = window.AbortController ? new AbortController() : null;
    var timer = window.setTimeout(function () {
      if (control) {
        control.abort();
      }
    }, ANSWER_MS);
    window.fetch(aliveUrl(), asking(control ? control.signal : null))
      .then(unanswerable)
      .then(function (response) {
        return response.ok ? response.json() : {};
      })
      .then(answered, missed)
      .then(function () {
        window.clearTimeout(timer);
        state.asking = false;
      });
  }

  window.setInterval(function () {
    if (document.visibilityState !== "hidden") {
      ask();
    }
  }, BEAT_MS);

  /* The page's first word to the server, as soon as its kernel's ID is in the page and
     long before Voilà's scripts have loaded and connected (on a slow device or a busy
     machine that can take most of a minute): a real browser has come for this page, so
     its place is not freed as one a mere download held. */
  (function hello(tries) {
    var kernel = kernelId();
    if (kernel && window.fetch) {
      window.fetch(aliveUrl(), asking(null))
        .then(unanswerable)
        .then(function (response) { return response.text(); })  // read, so the request ends
        .catch(function () { /* the regular beat says what is wrong */ });
    } else if (tries > 0) {
      window.setTimeout(function () { hello(tries - 1); }, 200);
    }
  })(150);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "hidden") {
      if (state.awaySince === null) {
        state.awaySince = Date.now();
      }
    } else {
      ask();
      if (state.open > 0) {
        state.awaySince = null;
      }
    }
  });

  function GuideWebSocket(url, protocols) {
    var socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    try {
      if (KERNEL_SOCKET.test(String(url))) {
        watch(socket);
      }
    } catch (err) {
      // the page works on without the notice
    }
    return socket;
  }
  GuideWebSocket.prototype = Native.prototype;
  ["CONNECTING", "OPEN", "CLOSING", "CLOSED"].forEach(function (name) {
    GuideWebSocket[name] = Native[name];
  });
  window.WebSocket = GuideWebSocket;

  window.addEventListener("beforeunload", function () {
    state.leaving = true;
    window.setTimeout(function () {  // the page stayed after all, its kernel shut down
      state.leaving = false;
      if (state.open === 0 && state.seen) {
        state.gone = true;
        show("gone");
      }
    }, 10000);
  });
  window.addEventListener("pageshow", function (event) {
    if (event.persisted && state.seen) {  // back from the cache: its kernel was shut down
      state.leaving = false;
      state.gone = true;
      show("gone");
    }
  });
  window.ramsasConnection = {state: state, show: show, ask: ask};
})();
