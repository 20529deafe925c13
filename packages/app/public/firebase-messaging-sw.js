// Firebase Cloud Messaging needs a service worker of its own; it only matters when the build is configured for FCM.
// Pushes that arrive while no tab has focus are shown as system notifications; focused tabs get in-app toasts.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const data = payload.data || payload.notification || {};
  event.waitUntil(
    self.registration.showNotification(data.title || 'Horizontal', {
      body: data.text || data.body || '',
      lang: 'es-UY',
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow('/home'));
});
