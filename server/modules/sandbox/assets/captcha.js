// Sandbox stand-in of the captcha provider script («песочница»). Implements the part of the
// grecaptcha surface the SPA uses: ready, execute (v3), render / getResponse / reset (v2 checkbox).
// Tokens are minted by the reference server (/sandbox/captcha/token), which can verify them.
// Force a low v3 score with localStorage 'sandbox.captcha.score' = '0.1' (or the phone 00-00 switch).
(function () {
  'use strict';
  if (window.grecaptcha && window.grecaptcha.sandbox) return;
  var script = document.currentScript;
  var src = new URL(script ? script.src : '/sandbox/captcha/api.js', location.href);
  var tokenUrl = new URL('/sandbox/captcha/token', src);
  var params = src.searchParams;
  var renderKey = params.get('render');
  var lang = params.get('hl') || 'ru';
  var readyQueue = [];
  var loaded = false;
  var widgets = [];

  function mint(query) {
    var url = new URL(tokenUrl);
    Object.keys(query).forEach(function (k) { url.searchParams.set(k, query[k]); });
    return fetch(url, { credentials: 'same-origin' }).then(function (res) {
      if (!res.ok) throw new Error('Песочница капчи: токен не выдан (' + res.status + ')');
      return res.json();
    }).then(function (body) { return body.token; });
  }

  function forcedScore() {
    try {
      var stored = window.localStorage.getItem('sandbox.captcha.score');
      if (stored !== null && stored !== '' && !isNaN(Number(stored))) return stored;
    } catch { /* storage blocked */ }
    return '0.9';
  }

  function ready(cb) {
    if (loaded) cb(); else readyQueue.push(cb);
  }

  function execute(siteKey, options) {
    var action = (options && options.action) || 'default';
    return mint({ kind: 'v3', action: action, score: forcedScore(), sitekey: String(siteKey || '') });
  }

  function containerOf(target) {
    var el = typeof target === 'string' ? document.getElementById(target) : target;
    if (!el) throw new Error('grecaptcha.render: контейнер не найден');
    return el;
  }

  function render(target, options) {
    options = options || {};
    var id = widgets.length;
    var root = containerOf(target);
    var box = document.createElement('div');
    box.className = 'sandbox-recaptcha';
    box.setAttribute('role', 'group');
    box.setAttribute('aria-label', 'Проверка «Я не робот» (песочница)');
    box.style.cssText = 'display:inline-flex;align-items:center;gap:12px;padding:12px 16px;border:1px solid #d3d3d3;border-radius:4px;background:#f9f9f9;font:14px/1.3 Arial,sans-serif;color:#222';
    var inputId = 'sandbox-recaptcha-' + id;
    var input = document.createElement('input');
    input.type = 'checkbox';
    input.id = inputId;
    input.style.cssText = 'width:24px;height:24px;margin:0;cursor:pointer';
    var label = document.createElement('label');
    label.htmlFor = inputId;
    label.textContent = 'Я не робот';
    label.style.cursor = 'pointer';
    var tag = document.createElement('small');
    tag.textContent = 'песочница';
    tag.style.cssText = 'margin-left:8px;padding:1px 6px;border-radius:8px;background:#ffe08a;color:#5c4400';
    var status = document.createElement('span');
    status.setAttribute('aria-live', 'polite');
    status.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)';
    box.appendChild(input);
    box.appendChild(label);
    box.appendChild(tag);
    box.appendChild(status);
    root.appendChild(box);

    var widget = { response: '', input: input, status: status, timer: 0, options: options };
    widgets.push(widget);

    input.addEventListener('change', function () {
      if (!input.checked) { clear(widget); return; }
      input.disabled = true;
      status.textContent = 'Проверяем…';
      mint({ kind: 'v2', sitekey: String(options.sitekey || '') }).then(function (token) {
        widget.response = token;
        input.disabled = false;
        status.textContent = 'Проверка пройдена';
        clearTimeout(widget.timer);
        widget.timer = setTimeout(function () {
          clear(widget);
          status.textContent = 'Срок проверки истёк, отметьте ещё раз';
          if (typeof options['expired-callback'] === 'function') options['expired-callback']();
        }, 110000);
        if (typeof options.callback === 'function') options.callback(token);
      }).catch(function (error) {
        clear(widget);
        status.textContent = 'Не удалось пройти проверку';
        if (typeof options['error-callback'] === 'function') options['error-callback'](error);
      });
    });
    return id;
  }

  function clear(widget) {
    clearTimeout(widget.timer);
    widget.response = '';
    widget.input.checked = false;
    widget.input.disabled = false;
  }

  function widgetOf(id) {
    return widgets[id === undefined ? 0 : id];
  }

  function addBadge() {
    if (document.querySelector('.grecaptcha-badge')) return;
    var badge = document.createElement('div');
    badge.className = 'grecaptcha-badge';
    badge.setAttribute('data-style', 'bottomright');
    badge.textContent = 'Капча · песочница';
    badge.style.cssText = 'position:fixed;right:8px;bottom:8px;z-index:1000;padding:4px 8px;border-radius:4px;background:#ffe08a;color:#5c4400;font:12px Arial,sans-serif;box-shadow:0 0 4px rgba(0,0,0,.3)';
    document.body.appendChild(badge);
  }

  window.grecaptcha = {
    sandbox: true,
    lang: lang,
    ready: ready,
    execute: execute,
    render: render,
    getResponse: function (id) { var w = widgetOf(id); return w ? w.response : ''; },
    reset: function (id) { var w = widgetOf(id); if (w) { clear(w); w.status.textContent = ''; } },
  };

  function start() {
    if (renderKey && renderKey !== 'explicit') addBadge();
    loaded = true;
    readyQueue.splice(0).forEach(function (cb) { cb(); });
    var onload = params.get('onload');
    if (onload && typeof window[onload] === 'function') window[onload]();
  }
  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start);
})();
