// Runs as the first thing in <body>, before first paint: applies the theme kept in
// sessionStorage (key "theme") so a dark reader never sees a light flash.
(function () {
  var theme = 'light';
  try {
    var stored = window.sessionStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') theme = stored;
  } catch (e) {
    /* storage unavailable: keep the default */
  }
  document.body.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
