// Play a game. After a move swaps the game in place, the game is scrolled to the top of
// the screen (turns, table, prompt and hand fit a phone's screen) and keyboard focus
// goes back to the hand (or to the result), not to the top of the page.
// The "show what fits" switch flips in place, and is remembered for the next games.
// The turns since the visitor's last move come one after another, oldest first, in a box
// over the list (which reads newest first), and the cards each laid fly from its player's
// seat to the table; "Skip" (or the end) shows the list. A page that only adds a hint to
// the same position (its list marked data-seen) plays nothing back. With prefers-reduced-motion the
// turns still come one by one, but nothing flies. The hand can be played at any moment.
(function () {
  var STEP = 900; // ms a turn is shown before the next
  var FLIGHT = 550; // ms a card takes to the table
  var playing = null; // the playback under way: its finish function
  var KEY = "play-fits";

  function remembered() {
    try { return window.localStorage.getItem(KEY); } catch (error) { return null; }
  }

  function remember(value) {
    try { window.localStorage.setItem(KEY, value); } catch (error) { /* private mode */ }
  }

  function firstCard(game) {
    var fitting = game.querySelector(".show-fits .hand-card:not(.unfit)");
    var card = fitting || game.querySelector(".hand-card");
    if (card && card.tagName === "LABEL") card = card.querySelector("input");
    return card || game.querySelector(".option-list button") || document.getElementById("play-end-title") || document.getElementById("play-handover-title");
  }

  // Switch the marks of the cards that do not fit on or off, and carry the choice in
  // every form and link of the game, so the next move's page keeps it.
  function setFits(game, on) {
    game.classList.toggle("show-fits", on);
    game.querySelectorAll(".hand-card.unfit").forEach(function (card) {
      var control = card.tagName === "LABEL" ? card.querySelector("input") : card;
      if (on) control.setAttribute("aria-describedby", "play-unfit");
      else control.removeAttribute("aria-describedby");
    });
    game.querySelectorAll("form.play-hand, form.play-others").forEach(function (form) {
      var input = form.querySelector('input[name="fits"]');
      if (on && input) input.remove();
      if (!on && !input) {
        input = document.createElement("input");
        input.type = "hidden";
        input.name = "fits";
        input.value = "0";
        form.appendChild(input);
      }
    });
    var button = game.querySelector(".fits-switch");
    if (button) {
      button.setAttribute("aria-pressed", on ? "true" : "false");
      button.value = on ? "0" : "1";
    }
    var url = new URL(window.location.href);
    if (url.searchParams.has("t")) {
      if (on) url.searchParams.delete("fits");
      else url.searchParams.set("fits", "0");
      window.history.replaceState(window.history.state, "", url);
    }
  }

  // Cards played together: as cards are chosen, a card stays marked as fitting only if
  // some move the rules allow holds it together with the cards chosen so far.
  function markChosen(form) {
    var moves = (form.dataset.moves || "").split("|").map(function (move) { return move.split(" "); });
    var chosen = Array.prototype.map.call(form.querySelectorAll("input[type=checkbox]:checked"), function (input) { return input.value; });
    form.querySelectorAll("label.hand-card").forEach(function (card) {
      var input = card.querySelector("input");
      var wanted = input.checked ? chosen : chosen.concat([input.value]);
      var fits = moves.some(function (move) {
        return wanted.every(function (value) { return move.indexOf(value) >= 0; });
      });
      card.classList.toggle("unfit", !fits);
      if (fits || !card.closest(".show-fits")) input.removeAttribute("aria-describedby");
      else input.setAttribute("aria-describedby", "play-unfit");
    });
  }

  // The cards go in the order they were chosen (in sika the card that fits goes first,
  // and the last ends on top): one field carries them, instead of the hand's order.
  var chosenCount = 0;

  function sendInOrder(form, input) {
    var field = form.querySelector("input.chosen-order");
    if (!field) {
      field = document.createElement("input");
      field.type = "hidden";
      field.name = "choice";
      field.className = "chosen-order";
      form.appendChild(field);
      form.querySelectorAll("input[type=checkbox][name=choice]").forEach(function (box) {
        box.name = "";
        box.dataset.chosen = box.checked ? String(++chosenCount) : "";
      });
    }
    input.dataset.chosen = input.checked ? String(++chosenCount) : "";
    var chosen = Array.prototype.filter.call(form.querySelectorAll("input[type=checkbox]"), function (box) { return box.checked; });
    chosen.sort(function (a, b) { return Number(a.dataset.chosen) - Number(b.dataset.chosen); });
    field.value = chosen.map(function (box) { return box.value; }).join(" ");
  }

  document.addEventListener("change", function (event) {
    var form = event.target.closest && event.target.closest("form.play-together");
    if (!form || event.target.type !== "checkbox") return;
    sendInOrder(form, event.target);
    if (form.dataset.moves) markChosen(form);
  });

  function prepare(game) {
    // Without the switch (try it), the cards that fit are always marked.
    if (!game.querySelector(".fits-switch")) return;
    var url = new URL(window.location.href);
    // A game opened without the switch in its address takes the visitor's last choice.
    if (!url.searchParams.has("fits") && remembered() === "0" && game.classList.contains("show-fits")) {
      setFits(game, false);
    }
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest(".fits-switch");
    if (!button) return;
    var game = document.getElementById("play-game");
    if (!game) return;
    event.preventDefault();
    var on = button.getAttribute("aria-pressed") !== "true";
    setFits(game, on);
    remember(on ? "1" : "0");
  });

  function fly(game, turn) {
    var laid = turn.querySelector(".turn-laid");
    var seats = game.querySelectorAll(".play-table .seat");
    var from = seats[Number(turn.dataset.seat)];
    var table = game.querySelector(".play-table");
    var to = table && (table.querySelector(".ring-centre, .table-trick, .rs-grid-wrap") || table);
    if (!laid || !from || !to || typeof Element.prototype.animate !== "function") return;
    var start = from.getBoundingClientRect();
    var end = to.getBoundingClientRect();
    var card = document.createElement("div");
    card.className = "turn-flying";
    card.setAttribute("aria-hidden", "true");
    card.innerHTML = laid.innerHTML; // the page's own drawing of the cards, face up
    document.body.appendChild(card);
    card.style.left = start.left + "px";
    card.style.top = start.top + "px";
    var dx = end.left + end.width / 2 - start.left - card.offsetWidth / 2;
    var dy = end.top + end.height / 2 - start.top - card.offsetHeight / 2;
    var flight = card.animate(
      [{ transform: "translate(0, 0)", opacity: 1 }, { transform: "translate(" + dx + "px, " + dy + "px)", opacity: 0.9 }],
      { duration: FLIGHT, easing: "ease-out", fill: "forwards" }
    );
    flight.onfinish = function () { card.remove(); };
  }

  // A turn's words as the list says them, without its steps and its laid cards' drawing.
  function said(turn) {
    var copy = turn.cloneNode(true);
    copy.querySelectorAll("details, .turn-laid").forEach(function (part) { part.remove(); });
    return copy.textContent.trim();
  }

  function playBack(game) {
    if (playing) playing();
    var section = game.querySelector(".play-turns");
    var list = section && section.querySelector(".turn-list");
    // The same turns as the page this one replaced (a hint asked for): told already.
    if (!list || section.hasAttribute("data-seen")) return;
    var turns = Array.prototype.filter.call(list.children, function (item) {
      return item.classList.contains("turn") && item.hasAttribute("data-seat");
    }).reverse();
    if (!turns.length) return;
    var still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // The box shows one turn at a time over the list (the live region has told them all).
    var show = document.createElement("div");
    show.className = "turn-show";
    var words = document.createElement("p");
    words.setAttribute("aria-hidden", "true");
    var skip = document.createElement("button");
    skip.type = "button";
    skip.className = "play-skip";
    skip.textContent = section.dataset.skip || "Skip";
    show.appendChild(words);
    show.appendChild(skip);
    section.appendChild(show);
    section.classList.add("playing");
    var shown = 0;
    var timer = null;
    function finish() {
      window.clearTimeout(timer);
      document.querySelectorAll(".turn-flying").forEach(function (card) { card.remove(); });
      var focused = document.activeElement === skip;
      show.remove();
      section.classList.remove("playing");
      playing = null;
      if (focused) { var next = firstCard(game); if (next) next.focus({ preventScroll: true }); }
    }
    function next() {
      if (shown >= turns.length) { finish(); return; }
      var turn = turns[shown++];
      words.textContent = said(turn);
      if (!still) fly(game, turn);
      timer = window.setTimeout(next, STEP);
    }
    skip.addEventListener("click", finish);
    playing = finish;
    next();
  }

  document.addEventListener("DOMContentLoaded", function () {
    var game = document.getElementById("play-game");
    if (!game) return;
    prepare(game);
    // The browser ignores autofocus in a page opened at its #play-game fragment (and going
    // to the fragment takes the focus away): the hand gets it once the page has loaded.
    window.addEventListener("load", function () {
      window.setTimeout(function () {
        var card = game.isConnected && game.querySelector("[autofocus]");
        if (card && document.activeElement === document.body) card.focus({ preventScroll: true });
      }, 0);
    });
    playBack(game);
  });

  // A move made while the turns still come one by one: show them all first.
  document.addEventListener("htmx:beforeRequest", function () { if (playing) playing(); });

  document.addEventListener("htmx:afterSettle", function (event) {
    var game = document.getElementById("play-game");
    if (!game || !event.target || !game.contains(event.target)) return;
    prepare(game);
    game.scrollIntoView({ block: "start" });
    var next = firstCard(game);
    if (next) next.focus({ preventScroll: true });
    playBack(game);
  });
})();
