// Sandbox stand-in of the support chat widget («песочница»). Global `SandboxChat`:
//   SandboxChat.init({ id?, name?, phone? })  (re)initialises the user identity
//   SandboxChat.open() / SandboxChat.close() / SandboxChat.isOpen()
//   SandboxChat.onReady(cb)                   cb() once the widget is ready (at once if it is)
//   SandboxChat.onChange(cb)                  cb(isOpen) whenever the panel opens or closes
// Messages are recorded at POST /sandbox/events (source 'chat'); an automatic reply follows.
(function () {
  'use strict';
  if (window.SandboxChat) return;
  var script = document.currentScript;
  var eventsUrl = new URL('/sandbox/events', script ? script.src : location.href).toString();
  var identity = null;
  var readyCallbacks = [];
  var changeCallbacks = [];
  var ready = false;
  var panel, log, input;

  function record(name, data) {
    try {
      fetch(eventsUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ source: 'chat', name: name, data: data || {} }),
        keepalive: true,
      }).catch(function () {});
    } catch { /* offline */ }
  }

  function line(author, text) {
    var p = document.createElement('p');
    p.style.cssText = 'margin:6px 0;padding:6px 10px;border-radius:8px;max-width:85%;' +
      (author === 'me' ? 'margin-left:auto;background:#e3f2fd' : 'background:#f1f1f1');
    p.textContent = text;
    log.appendChild(p);
    log.scrollTop = log.scrollHeight;
  }

  function build() {
    panel = document.createElement('section');
    panel.className = 'sandbox-chat';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', 'Чат поддержки (песочница)');
    // Below the page's sidebar (1500) and modal layer (2000): the chat never covers an open dialog.
    panel.style.cssText = 'position:fixed;right:16px;bottom:88px;z-index:1400;width:320px;max-width:calc(100vw - 32px);background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.25);font:14px/1.4 Arial,sans-serif;color:#222;flex-direction:column';
    show(false);
    // A <div>, not a <header>: the page already has its banner landmark.
    var head = document.createElement('div');
    head.style.cssText = 'display:flex;align-items:center;justify-content:space-between;padding:10px 12px;border-bottom:1px solid #eee';
    var title = document.createElement('strong');
    title.textContent = 'Чат поддержки · песочница';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', 'Закрыть чат');
    close.style.cssText = 'border:0;background:none;font-size:22px;cursor:pointer';
    close.addEventListener('click', function () { api.close(); });
    head.appendChild(title);
    head.appendChild(close);
    log = document.createElement('div');
    log.setAttribute('aria-live', 'polite');
    log.style.cssText = 'height:240px;overflow:auto;padding:8px 12px';
    var form = document.createElement('form');
    form.style.cssText = 'display:flex;gap:8px;padding:10px 12px;border-top:1px solid #eee';
    var label = document.createElement('label');
    label.textContent = 'Сообщение';
    label.htmlFor = 'sandbox-chat-input';
    label.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)';
    input = document.createElement('input');
    input.id = 'sandbox-chat-input';
    input.maxLength = 1000;
    input.placeholder = 'Напишите сообщение';
    input.style.cssText = 'flex:1;padding:6px 8px;border:1px solid #ccc;border-radius:6px';
    var send = document.createElement('button');
    send.type = 'submit';
    send.textContent = 'Отправить';
    form.appendChild(label);
    form.appendChild(input);
    form.appendChild(send);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var text = input.value.trim();
      if (!text) return;
      input.value = '';
      line('me', text);
      record('message', { text: text, identity: identity });
      setTimeout(function () { line('operator', 'Это песочница: настоящий оператор здесь не ответит, но сообщение записано.'); }, 400);
    });
    panel.appendChild(head);
    panel.appendChild(log);
    panel.appendChild(form);
    document.body.appendChild(panel);
    line('operator', 'Здравствуйте! Чем можем помочь?');
  }

  // The inline display would beat the `hidden` attribute, so both are set together.
  function show(open) {
    panel.hidden = !open;
    panel.style.display = open ? 'flex' : 'none';
  }

  function notify() {
    var open = api.isOpen();
    changeCallbacks.forEach(function (cb) { cb(open); });
  }

  var api = {
    sandbox: true,
    init: function (user) {
      identity = user || null;
      record('init', { identity: identity });
    },
    open: function () { if (!panel || api.isOpen()) return; show(true); input.focus(); notify(); },
    close: function () { if (!panel || !api.isOpen()) return; show(false); notify(); },
    isOpen: function () { return !!panel && !panel.hidden; },
    identity: function () { return identity; },
    onReady: function (cb) { if (ready) cb(); else readyCallbacks.push(cb); },
    onChange: function (cb) { changeCallbacks.push(cb); },
  };
  window.SandboxChat = api;

  // Escape closes the chat, unless something above it (a modal dialog) has handled the key.
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && !event.defaultPrevented && api.isOpen()) api.close();
  });

  function start() {
    build();
    ready = true;
    readyCallbacks.splice(0).forEach(function (cb) { cb(); });
  }
  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start);
})();
