{% autoescape off %}/* The site's service worker: pages keep working offline once visited.

Rendered per release (tutorials/views/site_files.py): the caches are named by
the release, so a new release installs a new worker, which deletes the caches of
the one before. Pages are asked from the network first, so an online reload is
always the newest page; the cache answers only when the network does not, and a
page never kept answers with the offline page in the page's language. Static
files (named by their contents in production) come from the cache first.
*/
"use strict";

const PREFIX = "korttikoulu-";
const CACHE = PREFIX + {{ release }};
// Kept at the first visit: every game's rules pages and rules card, the offline
// pages and the static files they load.
const PRECACHE = {{ precache }};
const OFFLINE = {{ offline }};
const STATIC = {{ static_prefix }};

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function offlinePage(url) {
  const english = url.pathname === "/en/" || url.pathname.startsWith("/en/");
  return caches.match(OFFLINE[english ? "en" : "fi"], { ignoreVary: true });
}

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) {
    return hit;
  }
  const response = await fetch(request);
  if (response.ok) {
    cache.put(request, response.clone());
  }
  return response;
}

async function fromNetworkFirst(request, url) {
  try {
    const response = await fetch(request);
    if (request.method === "GET" && response.ok && response.type === "basic") {
      const cache = await caches.open(CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const hit = request.method === "GET" ? await caches.match(request, { ignoreVary: true }) : undefined;
    return hit || (await offlinePage(url)) || Response.error();
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (request.method === "GET" && url.pathname.startsWith(STATIC)) {
    event.respondWith(fromCacheFirst(request));
  } else if (request.mode === "navigate") {
    // A page (or a form posted as a page): the network, else what was kept.
    event.respondWith(fromNetworkFirst(request, url));
  }
  // Anything else (htmx's parts of pages, answers posted by htmx) goes to the
  // network as it is: a part is never kept in place of its whole page.
});
{% endautoescape %}
