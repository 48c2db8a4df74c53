{% autoescape off %}/* The site's service worker: pages keep working offline once visited.

Rendered per release (tutorials/views/site_files.py): the caches are named by
the release, so a new release installs a new worker, which deletes the caches of
the one before. Pages are asked from the network first, so an online reload is
always the newest page; the cache answers only when the network does not, and a
page never kept answers with the offline page in the page's language. Static
files (named by their contents in production) come from the cache first.

Only public pages are kept (keepable): never a response marked no-store or
private (a game, "try it", a quiz round, a lesson with progress, a form with its
CSRF token), nor any address of a view the server marks private or carrying a
game's token or someone's progress, even if a response forgot its mark: at a
shared phone, nobody's hand or game stays on the device.
*/
"use strict";

const PREFIX = "korttikoulu-";
const CACHE = PREFIX + {{ release }};
// htmx's parts of pages (a step of an example), kept apart from the whole pages
// at the same addresses.
const PARTS = CACHE + "-parts";
// Kept at the first visit: every game's rules pages and rules card, the offline
// pages and the static files they load.
const PRECACHE = {{ precache }};
const OFFLINE = {{ offline }};
const STATIC = {{ static_prefix }};
// Never kept: the paths of private views (patterns) and the parameters of tokens.
const PRIVATE = {{ private }};
const PRIVATE_PATHS = PRIVATE.paths.map((pattern) => new RegExp(pattern));

function keepable(request, response) {
  const url = new URL(request.url);
  const control = (response.headers.get("Cache-Control") || "").toLowerCase();
  const marked = control
    .split(",")
    .map((directive) => directive.trim())
    .some((directive) => directive === "no-store" || directive === "private");
  return (
    request.method === "GET" &&
    response.ok &&
    response.type === "basic" &&
    !marked &&
    !PRIVATE_PATHS.some((pattern) => pattern.test(url.pathname)) &&
    !PRIVATE.params.some((name) => url.searchParams.has(name))
  );
}

// Keep the response, or drop a copy of the same address kept before it became private.
async function keepOrDrop(cache, request, response) {
  if (keepable(request, response)) {
    await cache.put(request, response.clone());
  } else if (response.ok) {
    await cache.delete(request);
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // From the server, not the browser's cache, which may hold the previous release's.
      .then((cache) => cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "no-cache" }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PREFIX) && name !== CACHE && name !== PARTS)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function offlinePage(url) {
  const english = url.pathname.startsWith("/en/");
  const cache = await caches.open(CACHE);
  return cache.match(OFFLINE[english ? "en" : "fi"], { ignoreVary: true });
}

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreVary: true });
  if (hit) {
    return hit;
  }
  const response = await fetch(request);
  await keepOrDrop(cache, request, response);
  return response;
}

// A page, or a part of one: the network first (an online reload is always the
// newest page), else the copy kept from the last time, else the offline page.
async function fromNetworkFirst(request, url, name) {
  const cache = await caches.open(name);
  try {
    // Asked again of the server (ETags make that cheap), never taken from the
    // browser's own cache: a page of the previous release is never shown online.
    const response = await fetch(
      request.method === "GET" ? new Request(request, { cache: "no-cache" }) : request,
    );
    if (request.method === "GET") {
      await keepOrDrop(cache, request, response);
    }
    return response;
  } catch (error) {
    // A part is matched with its HX-Request header (Vary); a page whatever it varies by.
    const hit =
      request.method === "GET"
        ? await cache.match(request, { ignoreVary: name === CACHE })
        : undefined;
    if (hit) {
      return hit;
    }
    // A part not kept fails, and offline.js follows its link as a whole page.
    return (name === CACHE && (await offlinePage(url))) || Response.error();
  }
}

// offline.js asks for pages to keep: the page of the first visit (it came before the
// worker) and a game's pages for "save for offline". Answers {kept} on the given port.
async function keepAddress(address) {
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin) {
    return false;
  }
  try {
    const request = new Request(url.href, { cache: "no-cache" });
    const response = await fetch(request);
    await keepOrDrop(await caches.open(CACHE), request, response);
    return keepable(request, response);
  } catch (error) {
    return false;
  }
}

self.addEventListener("message", (event) => {
  const address = event.data && event.data.keep;
  if (typeof address !== "string") {
    return;
  }
  event.waitUntil(
    keepAddress(address).then((kept) => event.ports[0] && event.ports[0].postMessage({ kept })),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (request.method === "GET" && url.pathname.startsWith(STATIC)) {
    event.respondWith(fromCacheFirst(request));
  } else if (request.mode === "navigate") {
    // A page, or a form posted as a page.
    event.respondWith(fromNetworkFirst(request, url, CACHE));
  } else if (request.method === "GET" && request.headers.get("HX-Request") === "true") {
    event.respondWith(fromNetworkFirst(request, url, PARTS));
  }
  // Anything else (answers posted by htmx, the manifest) goes to the network as it is.
});
{% endautoescape %}
