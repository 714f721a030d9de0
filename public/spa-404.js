// public/404.html: a static host answered a deep link with the 404 page. Keep the path for the app
// (src/app/spa-redirect.ts puts it back), then load the app from the root.
try {
  sessionStorage.setItem('spa-redirect-path', location.pathname + location.search + location.hash);
} catch {}
location.replace('/?spa=1');
