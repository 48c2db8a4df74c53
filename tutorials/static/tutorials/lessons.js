// Lessons in this browser. The progress (stars, the lesson under way and its misses, the
// steps due for review) is kept in localStorage by the rules of
// tutorials/lessons/progress.py; a step's outcomes are all in its page and a tap opens one,
// so a step kept for offline use works offline. A page given signed progress (no script
// before) hands it over in data-progress-json: it is merged in (stars: the best is kept).
(function () {
  "use strict";
  var SCHEDULE = [1, 3, 7];
  var SUCCESSES = 2;
  var MAX_STARS = 3;

  function today() {
    var now = new Date();
    return Math.floor((now.getTime() - now.getTimezoneOffset() * 60000) / 86400000);
  }

  function storageKey(game) {
    return "korttikoulu-lessons-" + game;
  }

  function load(game) {
    var data = null;
    try {
      data = JSON.parse(window.localStorage.getItem(storageKey(game)) || "null");
    } catch (error) {
      data = null; // an older format or no storage: start afresh
    }
    if (!data || typeof data !== "object") {
      data = {};
    }
    return {
      stars: data.stars && typeof data.stars === "object" ? data.stars : {},
      lesson: typeof data.lesson === "string" ? data.lesson : "",
      misses: typeof data.misses === "number" ? data.misses : 0,
      review: Array.isArray(data.review) ? data.review : [],
    };
  }

  function save(game, progress) {
    try {
      window.localStorage.setItem(storageKey(game), JSON.stringify(progress));
    } catch (error) {
      // Storage refused (private mode): the page still works, the progress is not kept.
    }
  }

  function due(item) {
    for (var i = 0; i < SCHEDULE.length; i += 1) {
      if (item.since + SCHEDULE[i] > item.seen) {
        return item.since + SCHEDULE[i];
      }
    }
    var week = SCHEDULE[SCHEDULE.length - 1];
    var last = item.since + week;
    return last + (Math.floor((item.seen - last) / week) + 1) * week;
  }

  function itemId(item) {
    return item.url ? "play " + item.url : item.lesson + "/" + item.step;
  }

  function find(progress, id) {
    for (var i = 0; i < progress.review.length; i += 1) {
      if (itemId(progress.review[i]) === id) {
        return i;
      }
    }
    return -1;
  }

  function merge(progress, other) {
    Object.keys(other.stars || {}).forEach(function (lesson) {
      progress.stars[lesson] = Math.max(progress.stars[lesson] || 0, other.stars[lesson]);
    });
    (other.review || []).forEach(function (item) {
      var at = find(progress, itemId(item));
      if (at < 0) {
        progress.review.push(item);
      } else {
        var mine = progress.review[at];
        if (item.since > mine.since || (item.since === mine.since && item.seen > mine.seen)) {
          progress.review[at] = item;
        }
      }
    });
    return progress;
  }

  // An answer: a miss counts against the lesson under way and puts the step up for review;
  // an answer of an item due today is its review (two right on different days: it leaves).
  function answered(progress, item, right) {
    var day = today();
    if (!right && item.lesson && progress.lesson === item.lesson) {
      progress.misses += 1;
    }
    var at = find(progress, itemId(item));
    var old = at >= 0 ? progress.review[at] : null;
    if (old && due(old) <= day) {
      old.seen = day;
      if (right && old.right.indexOf(day) < 0) {
        old.right.push(day);
      }
      if (old.right.length >= SUCCESSES) {
        progress.review.splice(at, 1);
      }
    } else if (!right) {
      var fresh = { since: day, seen: day, right: [] };
      Object.keys(item).forEach(function (k) {
        fresh[k] = item[k];
      });
      if (at >= 0) {
        progress.review[at] = fresh;
      } else {
        progress.review.push(fresh);
      }
    }
    return progress;
  }

  function starsOf(misses) {
    return Math.max(1, MAX_STARS - misses);
  }

  function drawStars(root, where, count) {
    var template = root.querySelector('template[data-stars-of="' + count + '"]');
    if (template && where) {
      where.innerHTML = template.innerHTML;
    }
  }

  // The end of a game of "play" names its costliest choice: it joins the review.
  var costly = document.querySelector("[data-review-play]");
  if (costly) {
    var playGame = costly.dataset.game;
    var kept = load(playGame);
    var item = { url: costly.dataset.url, move: costly.dataset.move, better: costly.dataset.better };
    if (find(kept, itemId(item)) < 0) {
      save(playGame, answered(kept, item, false));
    }
  }

  var root = document.querySelector("[data-lessons]");
  if (!root) {
    return;
  }
  var game = root.dataset.lessons;
  var progress = load(game);
  if (root.dataset.progressJson) {
    merge(progress, JSON.parse(root.dataset.progressJson));
    save(game, progress);
  }
  // The signed progress has been merged: the addresses go back to the public pages.
  function withoutProgress(href) {
    var url = new URL(href, window.location.href);
    url.searchParams.delete("p");
    return url.pathname + url.search + url.hash;
  }
  if (new URLSearchParams(window.location.search).has("p")) {
    window.history.replaceState(null, "", withoutProgress(window.location.href));
  }
  document.querySelectorAll("a[href]").forEach(function (link) {
    if (link.getAttribute("href").indexOf("p=") >= 0) {
      link.setAttribute("href", withoutProgress(link.href));
    }
  });
  document.querySelectorAll("input[name=p]").forEach(function (input) {
    input.remove();
  });

  if (root.dataset.path !== undefined) {
    showPath();
  } else if (root.dataset.done) {
    showDone();
  } else if (root.dataset.step !== undefined) {
    runStep();
  }

  function showPath() {
    var following = null;
    root.querySelectorAll(".lesson-path li[data-lesson]").forEach(function (row) {
      var stars = progress.stars[row.dataset.lesson] || 0;
      drawStars(root, row.querySelector("[data-stars]"), stars);
      if (!stars && !following) {
        following = row;
      }
    });
    var next = root.querySelector("[data-following]");
    if (next) {
      next.parentElement.hidden = !following;
      if (following) {
        var link = following.querySelector("a");
        next.href = link.href;
        next.textContent = next.dataset.words.replace("%(title)s", link.textContent);
      }
    }
    showReview();
  }

  function showReview() {
    var box = root.querySelector("[data-review]");
    var list = box.querySelector("ul");
    var titles = JSON.parse(root.dataset.titles);
    var day = today();
    list.textContent = "";
    progress.review.forEach(function (item) {
      if (due(item) > day) {
        return;
      }
      var row = document.createElement("li");
      if (item.url) {
        row.appendChild(playItem(box, item));
      } else if (titles[item.lesson]) {
        var link = document.createElement("a");
        link.href = root.dataset.path + item.lesson + "/" + item.step + "/";
        link.textContent =
          titles[item.lesson] + ": " + box.dataset.stepWords.replace("%(n)s", item.step + 1);
        row.appendChild(link);
      } else {
        return; // a lesson no longer on the path
      }
      list.appendChild(row);
    });
    box.hidden = !list.children.length;
  }

  function playItem(box, item) {
    var part = document.createElement("div");
    var head = document.createElement("p");
    head.textContent = box.dataset.playWords.replace("%(move)s", item.move);
    var more = document.createElement("details");
    var summary = document.createElement("summary");
    summary.textContent = box.dataset.betterWords;
    var answer = document.createElement("p");
    answer.textContent = item.better + " ";
    var replay = document.createElement("a");
    replay.href = item.url;
    replay.textContent = box.dataset.replayWords;
    answer.appendChild(replay);
    more.appendChild(summary);
    more.appendChild(answer);
    [
      [box.dataset.rememberedWords, true],
      [box.dataset.forgotWords, false],
    ].forEach(function (choice) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = choice[0];
      button.addEventListener("click", function () {
        save(game, answered(progress, item, choice[1]));
        showReview();
      });
      more.appendChild(button);
    });
    part.appendChild(head);
    part.appendChild(more);
    return part;
  }

  function showDone() {
    var lesson = root.dataset.done;
    var earned = progress.stars[lesson] || MAX_STARS;
    if (progress.lesson === lesson) {
      earned = starsOf(progress.misses);
      progress.stars[lesson] = Math.max(progress.stars[lesson] || 0, earned);
      progress.lesson = "";
      progress.misses = 0;
      save(game, progress);
    }
    var where = root.querySelector("[data-earned]");
    drawStars(root, where, earned);
    where.hidden = false;
  }

  function runStep() {
    var lesson = root.dataset.lesson;
    var step = Number(root.dataset.step);
    var watch = root.dataset.watch !== undefined;
    var form = root.querySelector("[data-controls]");
    var before = root.querySelector("[data-before-table]");
    var spot = root.dataset.kind === "spot";

    function blocks() {
      return root.querySelectorAll("[data-block]");
    }

    function open(key) {
      blocks().forEach(function (block) {
        block.hidden = block.dataset.block !== key && block.dataset.block !== "happened";
      });
      var chosen = root.querySelector('[data-block="' + key + '"]');
      var happened = root.querySelector('[data-block="happened"]');
      if (happened) {
        happened.hidden = chosen.dataset.verdict === "refused";
      }
      if (chosen.dataset.verdict !== "refused" && !spot) {
        form.hidden = true;
        before.hidden = true;
      }
      var heading = chosen.querySelector("h2");
      heading.focus();
      if (watch || chosen.dataset.verdict === "refused") {
        return;
      }
      if (progress.lesson !== lesson) {
        progress.lesson = lesson;
        progress.misses = 0;
      }
      save(game, answered(progress, { lesson: lesson, step: step }, chosen.dataset.verdict === "hit"));
    }

    function reset() {
      blocks().forEach(function (block) {
        block.hidden = true;
      });
      form.hidden = false;
      before.hidden = false;
      var list = root.querySelector(".lesson-spot");
      if (list) {
        // A retry starts afresh: nothing ticked (as the page without JavaScript does).
        list.classList.remove("lesson-checked");
        list.querySelectorAll("input[type=checkbox]").forEach(function (box) {
          box.checked = false;
        });
      }
    }

    form.addEventListener("click", function (event) {
      var button = event.target.closest("button");
      if (!button || watch) {
        return;
      }
      event.preventDefault();
      if (button.dataset.opens) {
        open(button.dataset.opens);
      } else if (button.dataset.check !== undefined) {
        var right = true;
        form.querySelectorAll("[data-fits]").forEach(function (label) {
          var input = label.querySelector("input");
          var wrong = input.checked !== (label.dataset.fits === "1");
          right = right && !wrong;
          // The miss names each card picked wrong, and why.
          root.querySelectorAll("[data-pick]").forEach(function (pick) {
            if (pick.dataset.pick === input.value) {
              pick.hidden = !wrong;
            }
          });
        });
        form.querySelector(".lesson-spot").classList.add("lesson-checked");
        open(right ? "hit" : "miss");
      }
    });
    root.querySelectorAll("[data-retry]").forEach(function (link) {
      link.addEventListener("click", function (event) {
        event.preventDefault();
        reset();
        var first = form.querySelector("button, input");
        if (first) {
          first.focus();
        }
      });
    });
  }
})();
