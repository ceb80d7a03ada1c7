/* The teacher's page: reads the class's state every two seconds (/teacher/state) and draws
 * it: who is here and where, the pooled experiment of the lab (the class's estimate against
 * the total number of deals, its 95% interval and the exact value), the spread of the
 * answers to each exercise (equal values one bar, which is right hidden until the teacher
 * reveals it), each student by exercise, the students refused a place (when the state
 * names them), and the "send everyone to" form. What is live comes first: the latest
 * exercise, or the experiment while the class deals. Every number is worked out on
 * the server; this script only draws.
 *
 * Its words are the class's language's: the server hands them to the page as JSON
 * (#rw-words, ramsas_widgets.classroom.teacher.script_words), each a template whose {name}
 * fields say() fills in, as the guide's page scripts do (static/words.js). A message with
 * counts comes in each plural form of the language: say() picks the one the counts ask for.
 * The English in each say(key, values, english) is what a page without its words shows, the
 * same as the English catalogue's (a test checks it). A number given as a number is written
 * as the language writes numbers. */
(function () {
  "use strict";
  var config = window.RAMSAS_TEACHER || {base: "teacher", pages: []};
  var LANG = config.lang || "en";
  /* how the page writes numbers and times: English as it always did, another language as
   * it writes them (the pseudo-language en-XA as English) */
  var NUMBERS = LANG === "en" ? "en-GB" : LANG === "en-XA" ? "en" : LANG;
  var TIMES = LANG === "en" ? [] : NUMBERS;
  var SVG = "http://www.w3.org/2000/svg";
  var chosenQuestion = null;
  var POLL_MS = 2000;
  var words = null;

  function loadWords() {
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

  function category(n) {
    try {
      return new Intl.PluralRules(NUMBERS).select(Number(n));
    } catch (e) {
      return "other";
    }
  }

  /* The template of key for these values: the language's (in the form its counts ask
   * for), else the English. */
  function template(key, values, english) {
    var entry = loadWords()[key];
    if (typeof entry === "string") {
      return entry;
    }
    if (entry && entry.forms && entry.counts) {
      var chosen = entry.counts.map(function (f) { return category(values[f]); }).join(" ");
      var other = entry.counts.map(function () { return "other"; }).join(" ");
      var found = entry.forms[chosen] || entry.forms[other];
      if (typeof found === "string") {
        return found;
      }
    }
    return english;
  }

  function fill(text, values) {
    return text.replace(/\{([a-z_]+)\}/g, function (all, name) {
      if (!values || !Object.prototype.hasOwnProperty.call(values, name)) {
        return all;
      }
      var value = values[name];
      return typeof value === "number" ? grouped(value) : String(value);
    });
  }

  function say(key, values, english) {
    return fill(template(key, values || {}, english), values || {});
  }

  /* The words of key around its field "field" (the number drawn large): [before, after]. */
  function sayParts(key, values, english) {
    var parts = template(key, values, english).split("{n}");
    return [fill(parts[0], values), fill(parts.slice(1).join(""), values)];
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function svg(tag, attrs, text) {
    var node = document.createElementNS(SVG, tag);
    var style = "";
    Object.keys(attrs || {}).forEach(function (k) {
      if (String(attrs[k]).indexOf("var(") === 0) {  // a theme colour: through CSS
        style += k + ":" + attrs[k] + ";";
      } else {
        node.setAttribute(k, attrs[k]);
      }
    });
    if (style) { node.setAttribute("style", style); }
    if (text !== undefined) { node.textContent = text; }
    return node;
  }

  function num(x, digits) {
    var d = digits === undefined ? 4 : digits;
    return Number(x).toLocaleString(NUMBERS, {minimumFractionDigits: d,
      maximumFractionDigits: d, useGrouping: false});
  }

  function grouped(n) {
    return Number(n).toLocaleString(NUMBERS);
  }

  /* -- the pooled experiment ------------------------------------------------------------ */
  function pooledChart(p) {
    var W = 1000, H = 360, L = 96, R = 24, T = 20, B = 70;
    var box = svg("svg", {viewBox: "0 0 " + W + " " + H, role: "img"});
    var pts = p.series;
    var xs = pts.map(function (s) { return Math.log10(s[0]); });
    var x0 = Math.min.apply(null, xs), x1 = Math.max.apply(null, xs);
    if (x1 - x0 < 0.5) { x0 -= 0.25; x1 += 0.25; }
    var lows = pts.map(function (s) { return s[2]; });
    var highs = pts.map(function (s) { return s[3]; });
    var ys = lows.concat(highs);
    if (p.exact !== null) { ys.push(p.exact); }
    // the band's start can be wide: keep the last half of the runs and the exact line in view
    var tail = pts.slice(Math.floor(pts.length / 2));
    var y0 = Math.min.apply(null, tail.map(function (s) { return s[2]; }).concat(p.exact === null ? [] : [p.exact]));
    var y1 = Math.max.apply(null, tail.map(function (s) { return s[3]; }).concat(p.exact === null ? [] : [p.exact]));
    var pad = Math.max((y1 - y0) * 0.35, 0.002);
    y0 = Math.max(0, y0 - pad); y1 = Math.min(1, y1 + pad);
    function X(n) { return L + (Math.log10(n) - x0) / (x1 - x0) * (W - L - R); }
    function Y(v) { return T + (1 - (Math.min(Math.max(v, y0), y1) - y0) / (y1 - y0)) * (H - T - B); }
    // axes and grid
    for (var i = 0; i <= 4; i++) {
      var v = y0 + (y1 - y0) * i / 4;
      box.appendChild(svg("line", {x1: L, x2: W - R, y1: Y(v), y2: Y(v), stroke: "currentColor",
        "stroke-opacity": "0.18", "stroke-width": 2}));
      box.appendChild(svg("text", {x: L - 10, y: Y(v) + 8, "text-anchor": "end",
        "font-size": 24}, num(v, 3)));
    }
    var last = pts[pts.length - 1][0];
    for (var e = Math.ceil(x0); e <= Math.floor(x1); e++) {
      var at = X(Math.pow(10, e));
      box.appendChild(svg("line", {x1: at, x2: at, y1: T,
        y2: H - B, stroke: "currentColor", "stroke-opacity": "0.18", "stroke-width": 2}));
      if (Math.abs(at - X(last)) > 120) {
        box.appendChild(svg("text", {x: at, y: H - B + 32, "text-anchor": "middle",
          "font-size": 24}, grouped(Math.pow(10, e))));
      }
    }
    box.appendChild(svg("text", {x: X(last), y: H - B + 32, "text-anchor": "end",
      "font-size": 24, "font-weight": 700}, grouped(last)));
    box.appendChild(svg("text", {x: (L + W - R) / 2, y: H - 8, "text-anchor": "middle",
      "font-size": 24}, say("chart.axis", {},
        "deals dealt by the class, all together (log scale)")));
    // the 95% band
    var band = pts.map(function (s) { return X(s[0]) + "," + Y(s[3]); })
      .concat(pts.slice().reverse().map(function (s) { return X(s[0]) + "," + Y(s[2]); }));
    if (pts.length > 1) {
      box.appendChild(svg("polygon", {points: band.join(" "), fill: "var(--band)"}));
    } else {
      box.appendChild(svg("line", {x1: X(pts[0][0]), x2: X(pts[0][0]), y1: Y(pts[0][2]),
        y2: Y(pts[0][3]), stroke: "var(--blue)", "stroke-width": 10, "stroke-opacity": "0.4"}));
    }
    // the exact line
    if (p.exact !== null) {
      box.appendChild(svg("line", {x1: L, x2: W - R, y1: Y(p.exact), y2: Y(p.exact),
        stroke: "var(--exact)", "stroke-width": 5, "stroke-dasharray": "16 10"}));
    }
    // the class's estimate
    box.appendChild(svg("polyline", {points: pts.map(function (s) {
      return X(s[0]) + "," + Y(s[1]); }).join(" "), fill: "none", stroke: "var(--blue)",
      "stroke-width": 5}));
    pts.forEach(function (s) {
      box.appendChild(svg("circle", {cx: X(s[0]), cy: Y(s[1]), r: 7, fill: "var(--blue)"}));
    });
    var said = {n: p.n, estimate: p.estimate_text, interval: p.interval_text,
      exact: p.exact_text};
    box.setAttribute("aria-label", p.exact_text ?
      say("chart.label", said, "The class's estimate after {n} deals is {estimate}, " +
          "95% interval {interval}; the exact value is {exact}.") :
      say("chart.label-no-exact", said, "The class's estimate after {n} deals is " +
          "{estimate}, 95% interval {interval}."));
    return box;
  }

  function drawPooled(state) {
    var select = document.getElementById("t-question");
    var p = state.pooled;
    var keys = state.questions.map(function (q) { return q.key; }).join("\n");
    if (select.dataset.keys !== keys) {
      select.dataset.keys = keys;
      select.innerHTML = "";
      state.questions.forEach(function (q) {
        select.appendChild(el("option", {value: q.key}, q.label));
      });
    }
    if (p) { select.value = p.key; }
    select.disabled = !state.questions.length;
    var numbers = document.getElementById("t-pooled-numbers");
    var chart = document.getElementById("t-pooled-chart");
    var note = document.getElementById("t-pooled-note");
    var question = document.getElementById("t-pooled-question");
    numbers.innerHTML = ""; chart.innerHTML = "";
    document.getElementById("t-pooled").hidden = !(p && p.n);
    if (!p || !p.n) {
      question.textContent = "";
      chart.appendChild(el("p", {"class": "t-empty"}, say("pooled.empty", {},
        "When students deal in the probability lab, their deals are added up here, " +
        "question by question.")));
      note.textContent = "";
      return;
    }
    question.textContent = p.definition + " (" + p.rule + ")";
    question.title = question.textContent;
    function number(cls, big, small) {
      var box = el("div", {"class": "t-number " + cls});
      box.appendChild(el("b", {}, big));
      box.appendChild(el("span", {}, small));
      numbers.appendChild(box);
    }
    number("t-estimate", p.estimate_text, say("pooled.estimate", {hits: p.hits, n: p.n},
      "the class's estimate: {hits} of {n} deals"));
    number("t-interval", p.interval_text, say("pooled.interval", {}, "95% interval"));
    if (p.exact_text) {
      number("t-exact", p.exact_text, p.inside === null ? say("pooled.exact", {}, "exact") :
        p.inside ? say("pooled.exact.inside", {}, "exact: inside the interval") :
        say("pooled.exact.outside", {}, "exact: outside the interval"));
    }
    var legend = el("p", {"class": "t-legend"});
    [["t-key-estimate", say("legend.estimate", {}, "the class's estimate")],
     ["t-key-band", say("legend.band", {}, "95% interval (Wilson)")],
     ["t-key-exact", p.exact_text ? say("legend.exact", {exact: p.exact_text}, "exact: {exact}") :
      say("legend.no-exact", {}, "no exact value")]]
      .forEach(function (k) {
        var item = el("span", {});
        item.appendChild(el("i", {"class": k[0], "aria-hidden": "true"}));
        item.appendChild(document.createTextNode(k[1]));
        legend.appendChild(item);
      });
    chart.appendChild(legend);
    chart.appendChild(pooledChart(p));
    var added = {students: p.students, runs: p.counted};
    var sentences = [p.students === 1 ?
      (p.counted === 1 ?
        say("pooled.added.one-one", added, "{students} student, {runs} run added up.") :
        say("pooled.added.one-other", added, "{students} student, {runs} runs added up.")) :
      (p.counted === 1 ?
        say("pooled.added.other-one", added, "{students} students, {runs} run added up.") :
        say("pooled.added.other-other", added, "{students} students, {runs} runs added up."))];
    if (p.runs > p.counted) {
      var more = {more: p.runs - p.counted};
      sentences.push(more.more === 1 ?
        say("pooled.repeated.one", more, "{more} more run repeated a seed already counted " +
          "(the same seed deals the same hands): each seed counts once, at its largest N. " +
          "Different seeds make a bigger experiment.") :
        say("pooled.repeated.other", more, "{more} more runs repeated a seed already counted " +
          "(the same seed deals the same hands): each seed counts once, at its largest N. " +
          "Different seeds make a bigger experiment."));
    }
    note.textContent = sentences.join(" ");
  }

  /* -- the exercises ---------------------------------------------------------------------- */
  /* The answers of an exercise are hidden until the teacher reveals them, as a quiz does:
   * the bars show how the class spread, not which bar is right. Revealed exercises are kept
   * for the tab's life (sessionStorage). */
  var revealed = {};
  try { revealed = JSON.parse(window.sessionStorage.getItem("ramsas-revealed") || "{}"); }
  catch (err) { revealed = {}; }

  function setRevealed(exercise, shown) {
    if (shown) { revealed[exercise] = true; } else { delete revealed[exercise]; }
    try { window.sessionStorage.setItem("ramsas-revealed", JSON.stringify(revealed)); }
    catch (err) { /* a private window keeps it for this page only */ }
  }

  function spreadChart(ex, big) {
    var shown = !!revealed[ex.exercise];
    var rowH = big ? 50 : 44, W = big ? 860 : 600, L = 0, font = big ? 30 : 24;
    var H = ex.bars.length * rowH + 6;
    var box = svg("svg", {viewBox: "0 0 " + W + " " + H, role: "img"});
    var most = Math.max.apply(null, ex.bars.map(function (b) { return b.count; }));
    var said = [];
    ex.bars.forEach(function (b, i) {
      var y = i * rowH + 4;
      var width = Math.max(6, (big ? 300 : 240) * b.count / most);
      var colour = !shown ? "var(--hidden)" : b.correct === null ? "var(--other)" :
        b.correct ? "var(--right)" : "var(--wrong)";
      var mark = !shown || b.correct === null ? "" : b.correct ? "✓ " : "✗ ";
      box.appendChild(svg("rect", {x: L, y: y, width: width, height: rowH - 10, rx: 4,
        fill: colour, "data-correct": shown ? String(b.correct) : "hidden"}));
      box.appendChild(svg("text", {x: L + width + 10, y: y + rowH - 17, "font-size": font,
        "font-weight": 800}, String(b.count)));
      var forms = (b.forms || [b.answer]);
      var label = mark + forms.slice(0, 3).join(", ");
      var room = big ? 30 : 24;
      if (label.length > room) { label = label.slice(0, room - 1) + "…"; }
      box.appendChild(svg("text", {x: L + width + (big ? 62 : 50), y: y + rowH - 17,
        "font-size": font}, label));
      var answer = forms.reduce(function (all, form) {
        return say("answers.or", {answers: all, answer: form}, "{answers} or {answer}");
      });
      var bar = {count: b.count, answer: answer};
      said.push(!shown || b.correct === null ? say("answers.bar", bar, "{count} {answer}") :
        b.correct ? say("answers.bar.right", bar, "{count} right {answer}") :
        say("answers.bar.wrong", bar, "{count} wrong {answer}"));
    });
    box.setAttribute("aria-label", say("answers.label", {answers: said.join("; ")},
      "Answers: {answers}"));
    return box;
  }

  function exerciseCard(ex, big) {
    var shown = !!revealed[ex.exercise];
    var card = el("article", {"class": "t-exercise" + (big ? " t-current" : ""),
      "data-exercise": ex.exercise, "data-revealed": shown ? "1" : ""});
    var head = el("div", {"class": "t-exercise-head"});
    head.appendChild(el(big ? "h2" : "h3", {}, ex.label));
    var button = el("button", {type: "button", "class": "t-reveal",
      "aria-pressed": shown ? "true" : "false"}, shown ?
      say("answers.hide", {}, "Hide the answer") : say("answers.reveal", {}, "Reveal the answer"));
    button.addEventListener("click", function () {
      setRevealed(ex.exercise, !revealed[ex.exercise]);
      if (lastState) { drawAnswers(lastState); drawGrid(lastState); }
      var again = Array.prototype.filter.call(document.querySelectorAll(".t-exercise"),
        function (c) { return c.dataset.exercise === ex.exercise; })[0];
      if (again) { again.querySelector(".t-reveal").focus(); }
    });
    head.appendChild(button);
    card.appendChild(head);
    var tally = [say("tally.answered", {n: ex.answered}, "{n} answered")];
    if (shown) {
      var first = ex.right_first === undefined ? ex.right : ex.right_first;
      tally.push(say("tally.right-first", {n: first}, "{n} right at first try"));
      if (ex.right_hinted) {
        tally.push(say("tally.right-hinted", {n: ex.right_hinted}, "{n} right after a hint"));
      }
    }
    tally.push(ex.title);
    card.appendChild(el("p", {"class": "t-tally"}, tally.join(" · ")));
    card.appendChild(spreadChart(ex, big));
    return card;
  }

  function drawAnswers(state) {
    var host = document.getElementById("t-answers");
    var earlier = document.getElementById("t-earlier");
    host.innerHTML = ""; earlier.innerHTML = "";
    earlier.closest("section").hidden = state.exercises.length < 2;
    if (!state.exercises.length) {
      host.appendChild(el("p", {"class": "t-empty"}, say("answers.empty", {},
        "No answer yet: the answers to the exercise the class is on show here, hidden " +
        "until you reveal them.")));
      return;
    }
    host.appendChild(exerciseCard(state.exercises[0], true));
    var grid = state.grid || {};
    var waiting = grid.waiting || [];
    if (grid.latest === state.exercises[0].exercise && waiting.length) {
      var line = el("p", {"class": "t-waiting"});
      line.appendChild(el("b", {}, say("answers.waiting", {n: waiting.length},
        "Not answered yet ({n}):")));
      line.appendChild(document.createTextNode(" " + waiting.join(", ")));
      host.appendChild(line);
    }
    state.exercises.slice(1).forEach(function (ex) {
      earlier.appendChild(exerciseCard(ex, false));
    });
  }

  /* -- each student ---------------------------------------------------------------------- */
  var CELL = {right: ["✓", say("grid.right", {}, "right at first try")],
    hinted: ["✓?", say("grid.hinted", {}, "right after a hint")],
    wrong: ["✗", say("grid.wrong", {}, "wrong")], "": ["·", say("grid.none", {}, "not yet")]};

  function drawGrid(state) {
    var host = document.getElementById("t-grid");
    var grid = state.grid;
    host.innerHTML = "";
    if (!grid || !grid.rows || !grid.rows.length || !grid.columns.length) {
      host.appendChild(el("p", {"class": "t-empty"}, say("grid.empty", {},
        "Each student's answers show here once the class answers.")));
      return;
    }
    var table = el("table", {"class": "t-grid-table"});
    var head = el("tr", {});
    head.appendChild(el("th", {scope: "col"}, say("grid.student", {}, "Student")));
    grid.columns.forEach(function (c, i) {
      var th = el("th", {scope: "col", title: c.label + " (" + c.title + ")"},
        String(i + 1));
      head.appendChild(th);
    });
    var thead = el("thead", {});
    thead.appendChild(head);
    table.appendChild(thead);
    var body = el("tbody", {});
    grid.rows.forEach(function (r) {
      var tr = el("tr", {"class": r.here ? "" : "t-away"});
      tr.appendChild(el("th", {scope: "row"}, r.name));
      r.cells.forEach(function (cell, i) {
        var hidden = cell && !revealed[grid.columns[i].exercise];
        var kind = hidden ? "answered" : cell;
        var word = hidden ? ["●", say("grid.answered", {}, "answered")] : CELL[cell] || CELL[""];
        var td = el("td", {"class": "t-cell t-cell-" + (kind || "none"),
          title: grid.columns[i].label + ": " + word[1]}, word[0]);
        tr.appendChild(td);
      });
      body.appendChild(tr);
    });
    table.appendChild(body);
    host.appendChild(table);
    var legend = el("ol", {"class": "t-grid-columns"});
    grid.columns.forEach(function (c) { legend.appendChild(el("li", {}, c.label)); });
    host.appendChild(legend);
  }

  /* -- students refused a place (drawn only when the server says who) ----------------------- */
  function drawRefused(state) {
    var box = document.getElementById("t-refused");
    var list = document.getElementById("t-refused-list");
    var refused = Array.isArray(state.refused) ? state.refused : [];
    list.innerHTML = "";
    box.hidden = !refused.length;
    refused.forEach(function (r) {
      if (!r || typeof r !== "object") { return; }
      var item = el("li", {});
      var who = r.name ? String(r.name) : r.address ?
        say("refused.device", {address: String(r.address)}, "A device at {address}") :
        say("refused.student", {}, "A student");
      var times = Number(r.times || r.count || 0);
      item.appendChild(el("b", {}, times > 1 ?
        say("refused.times", {who: who, times: times}, "{who} ({times} times)") : who));
      var said = r.said || r.reason;
      var fix = r.fix || r.hint;
      if (said) { item.appendChild(el("span", {"class": "t-reason"}, String(said))); }
      if (fix) { item.appendChild(el("span", {"class": "t-hint"}, String(fix))); }
      list.appendChild(item);
    });
  }

  /* -- who is here ---------------------------------------------------------------------------- */
  function drawPresent(state) {
    var here = {n: state.present};
    var parts = state.present === 1 ? sayParts("present.one", here, "{n} student here") :
      sayParts("present.other", here, "{n} students here");
    document.getElementById("t-count-before").textContent = parts[0];
    document.getElementById("t-count").textContent = String(state.present);
    document.getElementById("t-count-words").textContent = parts[1];
    var list = document.getElementById("t-pages");
    list.innerHTML = "";
    if (!state.pages.length) {
      list.appendChild(el("li", {"class": "t-empty"}, say("pages.empty", {},
        "Nobody has a lesson open yet.")));
    }
    state.pages.forEach(function (p) {
      var item = el("li", {"data-page": p.page});
      item.appendChild(el("b", {}, String(p.count)));
      item.appendChild(document.createTextNode(p.title));
      item.appendChild(el("span", {"class": "t-names"}, p.names.join(", ")));
      list.appendChild(item);
    });
    var sent = document.getElementById("t-sent");
    if (state.notice) {
      var at = new Date(state.notice.at * 1000);
      var notice = {time: at.toLocaleTimeString(TIMES, {hour: "2-digit", minute: "2-digit"}),
        page: state.notice.title, seed: String(state.notice.seed)};
      sent.textContent = state.notice.seed !== null ?
        say("sent.seed", notice, "Sent at {time}: everyone to {page}, seed {seed}.") :
        say("sent.no-seed", notice, "Sent at {time}: everyone to {page}.");
    }
  }

  /* -- reading the state ------------------------------------------------------------------- */
  var busy = false;
  var lastGood = null;
  var lastState = null;
  var lastAnswers = null;

  function clock(date) {
    return date.toLocaleTimeString(TIMES, {hour: "2-digit", minute: "2-digit",
      second: "2-digit"});
  }

  /* The banner over the page: why answers are not being saved (the record cannot be
   * written: the numbers stop at the last answer saved), or why the numbers below are not up
   * to date (the record or the server cannot be read). Sentences from the server, or said
   * here. */
  function showProblem(text, unread) {
    var box = document.getElementById("t-problem");
    if (!text) {
      box.hidden = true;
      box.textContent = "";
      return;
    }
    if (unread) {
      box.textContent = lastGood ?
        say("problem.stale-since", {time: clock(lastGood), problem: text},
            "The numbers below are not up to date (they are those of {time}). {problem}") :
        say("problem.stale", {problem: text},
            "The numbers below are not up to date. {problem}");
    } else {
      box.textContent = say("problem.unsaved", {problem: text},
        "Answers are not being saved. {problem} The numbers below stop at the last answer " +
        "saved; the students' pages keep what they answer meanwhile and save it once the " +
        "record can be written again.");
    }
    box.hidden = false;
  }

  /* A JSON answer of the teacher's routes, or a sentence saying what went wrong. */
  function answerOf(r) {
    return r.json().then(function (data) {
      return {ok: r.ok, data: data};
    }, function () {
      return {ok: false, data: {error: say("server.status", {status: String(r.status)},
        "The guide's server answered {status} and no explanation: look at the teacher's " +
        "terminal.")}};
    });
  }

  function refresh() {
    if (busy) { return; }
    busy = true;
    var url = config.base + "/state" +
      (chosenQuestion ? "?question=" + encodeURIComponent(chosenQuestion) : "");
    fetch(url, {credentials: "same-origin", cache: "no-store"}).then(answerOf).then(function (res) {
      if (!res.ok) {
        throw new Error(res.data.error || say("record.unread", {},
          "The class record could not be read."));
      }
      var state = res.data;
      lastState = state;
      drawPresent(state);
      drawRefused(state);
      drawPooled(state);
      // drawn again only when they changed: a focused Reveal button keeps its focus
      var answersNow = JSON.stringify([state.exercises, state.grid]);
      if (answersNow !== lastAnswers) {
        lastAnswers = answersNow;
        drawAnswers(state);
        drawGrid(state);
      }
      // what is live comes first: the experiment while the class deals, else the answers
      var answered = state.exercises.length ? state.exercises[0].last : null;
      var labLive = !!(state.pooled && state.pooled.n) && state.lab_last &&
        (answered === null || state.lab_last > answered);
      document.getElementById("t-main").dataset.live = labLive ? "lab" : "answers";
      lastGood = new Date();
      showProblem(state.record_problem, false);
      document.getElementById("t-updated").textContent = say("updated",
        {time: clock(lastGood)}, "Updated {time}");
      document.body.dataset.updated = String(Date.now());
    }).catch(function (err) {
      var text = err instanceof TypeError ? say("server.silent", {},
        "The guide's server does not answer: is it still running?") : err.message;
      showProblem(text, true);
      document.getElementById("t-updated").textContent = lastGood ?
        say("updated.not-since", {time: clock(lastGood)},
            "Not updated since {time}: trying again.") :
        say("updated.not-yet", {}, "Not updated yet: trying again.");
    }).then(function () { busy = false; });
  }

  /* -- send everyone to, the class link, the files ------------------------------------------ */
  function chosen() {
    var page = document.getElementById("t-send-page").value;
    var seed = document.getElementById("t-send-seed").value.trim();
    return {page: page, seed: seed};
  }

  function showLink() {
    var c = chosen();
    var query = "page=" + encodeURIComponent(c.page) + (c.seed ? "&seed=" + encodeURIComponent(c.seed) : "");
    document.getElementById("t-worksheet").href = config.base + "/worksheet?lesson=" +
      encodeURIComponent(c.page) + "&seed=" + encodeURIComponent(c.seed || "0");
    document.getElementById("t-key").href = document.getElementById("t-worksheet").href + "&key=1";
    fetch(config.base + "/link?" + query, {credentials: "same-origin", cache: "no-store"})
      .then(function (r) { return r.ok ? r.json() : null; })
      .then(function (data) {
        if (!data) { return; }
        var link = document.getElementById("t-link");
        link.href = data.url;
        link.textContent = data.url;
        document.getElementById("t-qr").innerHTML = data.svg;
      });
  }

  document.getElementById("t-send").addEventListener("submit", function (event) {
    event.preventDefault();
    var c = chosen();
    var sent = document.getElementById("t-sent");
    fetch(config.base + "/send", {method: "POST", credentials: "same-origin",
      headers: {"Content-Type": "application/json", "X-Ramsas-Teacher": "1"},
      body: JSON.stringify({page: c.page, seed: c.seed === "" ? null : Number(c.seed)})})
      .then(answerOf, function () {
        return {ok: false, data: {error: say("send.silent", {},
          "Nobody was sent: the guide's server does not answer. Is it still running?")}};
      })
      .then(function (res) {
        sent.textContent = res.ok ? say("sent.done", {},
          "Sent: every student's page shows a banner with a button.") : res.data.error;
        sent.dataset.failed = res.ok ? "" : "1";
        refresh();
      });
  });
  document.getElementById("t-send-page").addEventListener("change", showLink);
  document.getElementById("t-send-seed").addEventListener("change", showLink);
  document.getElementById("t-question").addEventListener("change", function (event) {
    chosenQuestion = event.target.value;
    refresh();
  });
  document.getElementById("t-export").href = config.base + "/export.csv";
  document.getElementById("t-table").href = config.base + "/students.csv";

  var lab = config.pages.filter(function (p) { return /probability/.test(p.page); })[0];
  if (lab) { document.getElementById("t-send-page").value = lab.page; }
  showLink();
  refresh();
  window.setInterval(function () {
    if (!document.hidden) { refresh(); }
  }, POLL_MS);
  window.ramsasTeacher = {refresh: refresh};
})();
