// A host application's service worker, as an offline-capable app (Workbox and the like) installs one:
// it takes over at once and passes the API's requests on to the network itself. The page then gets no
// upload progress for them (Chromium, WebKit) or hears of the body only with the answer (Firefox).
// Registered by the playground with ?serviceWorker=1.
self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname.startsWith('/api/')) event.respondWith(fetch(event.request))
})
