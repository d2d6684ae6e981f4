// A tap on a server-rendered page before its JavaScript has run would do nothing (the button has
// no handler yet). This classic script, inlined in the page's head, remembers the buttons tapped
// until the app says it has hydrated; the app then replays the last one (apps/web/src/lib/
// early-clicks.ts). One text for both ends: the web build inlines it (vite.config.ts) and the
// API allows exactly it in its Content-Security-Policy by its SHA-256 (plugins/security.ts).
// ES5 on purpose: it runs before anything else, in every browser.
//
// A form sent before then (a tap on its button, Enter in a field) is held back too, not sent by
// the browser itself (a sign-in form would put its password in the address): its button, or the
// form when it has none, is what the app replays.
//
// It also starts the app (docs/decisions/1228): the build lists the entry and its modulepreloads
// in `#wayfarer-boot` (JSON) instead of script and link tags (the server adds the page's route
// files, ADR 1227), and this script adds them once the page has painted (after 3 s at the latest,
// for a tab in the background): the entry first, then the preloads four to a task, since each added
// link starts a fetch and two dozen in one task made one long task (docs/performance-log.md). A build made with WAYFARER_BOOT=head has no `#wayfarer-boot`: then
// it only records taps.
export const BOOT_ELEMENT_ID = 'wayfarer-boot';

export const EARLY_CLICK_SCRIPT =
  '(function(){var q=window.__wayfarerEarlyClicks=[];document.addEventListener("click",function(e){if(window.__wayfarerHydrated)return;var t=e.target,b=t&&t.closest?t.closest("button"):null;if(b)q.push(b)},true);' +
  'document.addEventListener("submit",function(e){if(window.__wayfarerHydrated)return;e.preventDefault();q.push(e.submitter||e.target)},true);' +
  'var s=0;function boot(){var c=document.getElementById("wayfarer-boot");if(s||!c)return;s=1;var d=JSON.parse(c.textContent),h=document.head,u=[d.entry].concat(d.preload),i=0;' +
  'function add(){for(var n=0;n<4&&i<u.length;n++,i++){var e=document.createElement(i?"link":"script");if(i){e.rel="modulepreload";e.href=u[i]}else{e.type="module";e.src=u[i]}e.crossOrigin="";h.appendChild(e)}if(i<u.length)setTimeout(add,0)}add()}' +
  'requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,3000)})();';
