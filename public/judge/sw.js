/*
 * The judge's tablet offline (issue 35): a reload while the venue Wi-Fi is down opens the page from
 * the tablet, with its queue (kept in localStorage). The page is asked for the network first (with a
 * short wait: a silent drop never answers), its hashed code from the tablet first; nothing else is
 * kept (no API answer, no socket). Scope: /judge/ (the page registers it).
 */
const CACHE = 'judge-page-v1';
const PAGE = '/judge/';
const WAIT_MS = 3000;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === PAGE || url.pathname === `${PAGE}index.html`) e.respondWith(page(req));
  else if (url.pathname.startsWith('/_astro/') || url.pathname === '/favicon.svg') e.respondWith(code(req));
});

/** The page: the network if it answers in time (kept for next time), else the copy kept. */
async function page(req) {
  const cache = await caches.open(CACHE);
  try {
    const res = await Promise.race([
      fetch(req),
      new Promise((_, no) => setTimeout(() => no(new Error('slow')), WAIT_MS)),
    ]);
    if (res.ok) await cache.put(PAGE, res.clone());
    return res;
  } catch {
    return (await cache.match(PAGE)) ?? Response.error();
  }
}

/** Hashed code never changes under its name: the copy kept, else the network (kept). */
async function code(req) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) await cache.put(req, res.clone());
  return res;
}
