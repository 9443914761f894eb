// Runs as the first thing in <body>, before first paint: applies the theme kept in
// sessionStorage (key "theme") so a dark reader never sees a light flash. A signed-in reader
// (key "user") is marked too: the screen the server drew is a visitor's, which they must not see
// before the app draws theirs (src/design/styles/global.css.ts).
(function () {
  var theme = 'light';
  try {
    var stored = window.sessionStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') theme = stored;
    if (window.sessionStorage.getItem('user')) document.body.setAttribute('data-signed-in', '');
  } catch (e) {
    /* storage unavailable: keep the default */
  }
  document.body.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
