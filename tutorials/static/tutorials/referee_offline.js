/* The referee answers without a connection: once the page has loaded, a worker
   (referee_worker.js) loads the browser's Python and the site's code (the page says
   how much, once: the service worker keeps the files). A question asked while the
   browser is offline is answered there, by the same code as the server's, and its
   answer swapped in as htmx swaps the server's; online the server answers as before. */
(function () {
  "use strict";
  const script = document.currentScript;
  if (!("serviceWorker" in navigator) || !("Worker" in window)) {
    return;
  }
  let worker = null;
  let ready = null;
  let asked = 0;
  const waiting = new Map();

  function say(key) {
    const note = document.getElementById("referee-offline");
    if (note) {
      note.textContent = note.dataset[key];
      note.hidden = false;
    }
  }

  function start() {
    worker = new Worker(script.dataset.worker);
    ready = new Promise((resolve, reject) => waiting.set(0, (reply) => (reply.error ? reject(new Error(reply.error)) : resolve())));
    ready.then(() => say("ready"), () => say("failed"));
    worker.onmessage = (event) => {
      const done = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      done(event.data);
    };
    say("loading");
    worker.postMessage({ id: 0, pyodide: script.dataset.pyodide, site: script.dataset.site });
  }

  async function ask(address) {
    await ready;
    const sheet = document.getElementById("referee-sheet");
    asked += 1;
    const id = asked;
    return new Promise((resolve) => {
      waiting.set(id, resolve);
      worker.postMessage({ id, address, sheet: sheet ? sheet.textContent : "" });
    });
  }

  // The form's question answered here; where it cannot be, the address as a page (the
  // service worker's kept copy, or its offline page).
  async function answerHere(form) {
    const url = new URL(form.getAttribute("action"), location.href);
    url.hash = "";
    url.search = new URLSearchParams(new FormData(form)).toString();
    let reply;
    try {
      reply = await ask(url.pathname + url.search);
    } catch (error) {
      reply = { error };
    }
    const fresh =
      !reply.error &&
      new DOMParser().parseFromString(reply.html, "text/html").getElementById("referee-situation");
    if (!fresh) {
      location.assign(url.href);
      return;
    }
    document.getElementById("referee-situation").replaceWith(fresh);
    if (window.htmx) {
      window.htmx.process(fresh);
    }
    history.pushState({}, "", url.href);
    if (!form.classList.contains("referee-table")) {
      document.getElementById("referee-answer").scrollIntoView({ block: "start" });
    }
  }

  // Before htmx (the capture phase): offline, the question goes to the worker.
  function offlineQuestion(event, selector) {
    const form = event.target.closest(selector);
    if (!form || navigator.onLine || !worker) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    answerHere(form);
  }

  document.addEventListener("submit", (event) => offlineQuestion(event, "form.referee-form"), true);
  document.addEventListener("change", (event) => offlineQuestion(event, "form.referee-table"), true);
  window.addEventListener("load", start);
})();
