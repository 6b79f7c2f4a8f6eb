// Sandbox stand-in of the customer-data marketing tracker («песочница»). Global `cdp`:
//   cdp.track(event, data)   e.g. cdp.track('account_created', { deviceUuid })
//   cdp.identify(data)
// Calls pushed to `window.cdpQueue` (arrays [method, ...args]) before load are replayed.
// Events are recorded at POST /sandbox/events (source 'tracker').
(function () {
  'use strict';
  if (window.cdp && window.cdp.sandbox) return;
  var script = document.currentScript;
  var eventsUrl = new URL('/sandbox/events', script ? script.src : location.href).toString();

  function record(name, data) {
    fetch(eventsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'tracker', name: name, data: data || {} }),
      keepalive: true,
    }).catch(function () {});
  }

  var cdp = {
    sandbox: true,
    track: function (event, data) { record(String(event), data); },
    identify: function (data) { record('identify', data); },
  };
  window.cdp = cdp;
  (window.cdpQueue || []).forEach(function (call) {
    var method = call[0];
    if (typeof cdp[method] === 'function') cdp[method].apply(null, Array.prototype.slice.call(call, 1));
  });
  window.cdpQueue = { push: function (call) { var m = call[0]; if (typeof cdp[m] === 'function') cdp[m].apply(null, Array.prototype.slice.call(call, 1)); } };
})();
