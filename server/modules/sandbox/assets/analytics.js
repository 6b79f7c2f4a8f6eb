// Sandbox stand-in of the web-analytics tag («песочница»). Global `ym(counterId, method, ...args)`
// like the real counter: 'init' (options: clickmap, trackLinks, webvisor), 'hit', 'reachGoal',
// 'params', 'userParams'. Calls queued on `ym.a` before the script loaded are replayed.
// Every call is recorded at POST /sandbox/events (source 'analytics'); nothing leaves the machine.
(function () {
  'use strict';
  if (window.ym && window.ym.sandbox) return;
  var script = document.currentScript;
  var eventsUrl = new URL('/sandbox/events', script ? script.src : location.href).toString();
  var queued = (window.ym && window.ym.a) || [];

  function record(name, data) {
    var body = JSON.stringify({ source: 'analytics', name: name, data: data });
    try {
      if (navigator.sendBeacon && navigator.sendBeacon(eventsUrl, new Blob([body], { type: 'application/json' }))) return;
    } catch { /* fall back to fetch */ }
    fetch(eventsUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body, keepalive: true }).catch(function () {});
  }

  function ym(counterId, method) {
    var args = Array.prototype.slice.call(arguments, 2);
    record(String(method), { counterId: counterId, url: location.pathname + location.search, args: args });
  }
  ym.sandbox = true;
  window.ym = ym;
  queued.forEach(function (call) { ym.apply(null, Array.prototype.slice.call(call)); });
})();
