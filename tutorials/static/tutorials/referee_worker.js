/* The referee's answers without a connection, in a worker of the referee page
   (referee_offline.js): Pyodide, the browser's Python, runs the site's own code
   (site.zip, built by scripts/build_offline.py from the server's sources), and each
   question is the page's address, answered as the server answers htmx. The files come
   through the service worker, which keeps static files: once loaded online, offline
   too. */
"use strict";

let booting = null;

async function boot(pyodideURL, siteURL) {
  importScripts(pyodideURL);
  const indexURL = new URL(".", new URL(pyodideURL, self.location.href)).href;
  const pyodide = await self.loadPyodide({ indexURL });
  const site = await fetch(siteURL);
  if (!site.ok) {
    throw new Error(`${siteURL}: ${site.status}`);
  }
  pyodide.unpackArchive(await site.arrayBuffer(), "zip", { extractDir: "/site" });
  pyodide.runPython(`
import os, sys
sys.path.insert(0, "/site")
os.environ["DJANGO_SETTINGS_MODULE"] = "sika_site.settings_offline"
import django
django.setup()
from tutorials.views.offline_referee import answer
`);
  return pyodide.globals.get("answer");
}

self.onmessage = async (event) => {
  const { id } = event.data;
  try {
    if (id === 0) {
      booting = boot(event.data.pyodide, event.data.site);
      await booting;
      self.postMessage({ id });
      return;
    }
    const answer = await booting;
    const reply = answer(event.data.address, event.data.sheet);
    const [status, html] = reply.toJs();
    reply.destroy();
    self.postMessage({ id, status, html });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
