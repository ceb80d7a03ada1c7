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
 */
(function () {
  "use strict";
  var Native = window.WebSocket;
  if (!Native || window.ramsasConnection) {
    return;
  }
  var KERNEL_SOCKET = /\/api\/kernels\/[0-9a-f-]+\/channels/;
  var GRACE_MS = 3000;
  var state = {open: 0, seen: false, gone: false, leaving: false, timer: null};

  var TEXT = {
    lost: "The connection to the guide was lost: the widgets on this page no longer " +
          "answer.",
    gone: "The connection to the guide was lost: this lesson was stopped on the server, so " +
          "its widgets no longer answer."
  };

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
    button.textContent = "Reload the page";
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
    box.querySelector(".rw-connection-text").textContent = TEXT[kind];
    box.dataset.kind = kind;
    box.hidden = false;
    document.documentElement.classList.add("rw-disconnected");
  }

  function hide() {
    var box = document.getElementById("rw-connection");
    if (box && !state.gone) {
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
        return msg.header && msg.header.msg_type === "status"
          ? msg.content && msg.content.execution_state : null;
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
      return decode(at(4), end).execution_state;
    } catch (err) {
      return null;
    }
  }

  function watch(socket) {
    socket.addEventListener("open", function () {
      state.open += 1;
      state.seen = true;
      window.clearTimeout(state.timer);
      hide();
    });
    socket.addEventListener("close", function () {
      state.open = Math.max(0, state.open - 1);
      if (state.open === 0) {
        later();
      }
    });
    socket.addEventListener("message", function (event) {
      var kernel = kernelState(event.data);
      if (kernel === "restarting" || kernel === "autorestarting" || kernel === "dead") {
        state.gone = true;
        show("gone");
      }
    });
  }

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
  window.ramsasConnection = {state: state, show: show};
})();
