/* Offline use: installs the site's service worker (/sw.js), runs a game's
   "save for offline" button, and turns an htmx request that finds no network
   into the plain link or form it stands for, so the service worker can answer
   it with a kept page or the offline page. Pages are kept by the worker, which
   alone decides what may be kept (never a game's or a person's own page). */
(function () {
  "use strict";
  const script = document.currentScript;
  if (!("serviceWorker" in navigator) || !("caches" in window)) {
    return; // the save button stays hidden
  }
  // The page of the first visit came before the worker: it keeps it once it works.
  const firstVisit = !navigator.serviceWorker.controller;

  // Ask the worker to keep an address; resolves if it did (it keeps only public pages).
  function keep(worker, url) {
    return new Promise((resolve, reject) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => (event.data.kept ? resolve() : reject(new Error(url)));
      worker.postMessage({ keep: url }, [channel.port2]);
    });
  }

  // The pages a page links for use at the table (a sheet's referee), and the files a
  // page lists in data-keep-files (the referee's Python, which its worker may have
  // fetched before the service worker ran): kept with it, so they open offline too.
  // Only those not kept yet are asked for.
  async function keepLinked(worker) {
    const links = document.querySelectorAll("[data-keep-offline] a[href]");
    const urls = Array.from(links, (link) => link.href);
    for (const box of document.querySelectorAll("[data-keep-files]")) {
      urls.push(...JSON.parse(box.dataset.keepFiles).map((url) => new URL(url, location.href).href));
    }
    for (const url of urls) {
      if (!(await caches.match(url, { ignoreVary: true }))) {
        await keep(worker, url).catch(() => {});
      }
    }
  }

  // After the page has loaded: its first-visit downloads never slow the page down.
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register(script.dataset.sw)
      .then(() => navigator.serviceWorker.ready)
      .then(async (registration) => {
        if (firstVisit) {
          await keep(registration.active, location.href.split("#")[0]);
        }
        await keepLinked(registration.active);
      })
      .catch(() => {});
  });

  function say(box, key, done, total) {
    box.querySelector("[role=status]").textContent = box.dataset[key]
      .replace("{done}", done)
      .replace("{total}", total);
  }

  async function save(box) {
    const urls = JSON.parse(box.dataset.urls);
    const button = box.querySelector("button");
    const progress = box.querySelector("progress");
    button.disabled = true;
    progress.max = urls.length;
    progress.value = 0;
    progress.hidden = false;
    try {
      const worker = (await navigator.serviceWorker.ready).active;
      for (const url of urls) {
        say(box, "saving", progress.value + 1, urls.length);
        await keep(worker, url);
        progress.value += 1;
      }
      say(box, "saved", urls.length, urls.length);
    } catch (error) {
      say(box, "failed", progress.value, urls.length);
    } finally {
      button.disabled = false;
    }
  }

  document.addEventListener("DOMContentLoaded", () => {
    for (const box of document.querySelectorAll("[data-save-offline]")) {
      box.hidden = false;
      box.querySelector("button").addEventListener("click", () => save(box));
    }
  });

  document.addEventListener("htmx:sendError", (event) => {
    const element = event.detail.elt;
    const link = element.closest("a[href]");
    const form = element.closest("form");
    if (link) {
      window.location.assign(link.href);
    } else if (form) {
      form.submit();
    }
  });
})();
