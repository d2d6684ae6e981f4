// A tap on a server-rendered page before its JavaScript has run would do nothing (the button has
// no handler yet). This classic script, inlined in the page's head, remembers the buttons tapped
// until the app says it has hydrated; the app then replays the last one (apps/web/src/lib/
// early-clicks.ts). One text for both ends: the web build inlines it (vite.config.ts) and the
// API allows exactly it in its Content-Security-Policy by its SHA-256 (plugins/security.ts).
// ES5 on purpose: it runs before anything else, in every browser.
export const EARLY_CLICK_SCRIPT =
  '(function(){var q=window.__wayfarerEarlyClicks=[];document.addEventListener("click",function(e){if(window.__wayfarerHydrated)return;var t=e.target,b=t&&t.closest?t.closest("button"):null;if(b)q.push(b)},true)})();';
