// The code of a server-rendered page (decision 041): the server sends the page's module script and
// modulepreloads inert in <template id="hz-code">, and this file puts them in once the page has loaded,
// so that on a slow connection the document, its styles and its pictures come first and the code that
// hydrates them after. A file of its own because the content security policy refuses inline scripts.
(() => {
  const code = document.getElementById('hz-code');
  if (!(code instanceof HTMLTemplateElement)) return;
  const inert = [...code.content.querySelectorAll('script, link')];
  code.remove();
  // elements made by this document (a template's own would not run)
  const make = (one) => {
    const el = document.createElement(one.tagName.toLowerCase());
    for (const a of one.attributes) el.setAttribute(a.name, a.value);
    return el;
  };
  const entry = inert.find((one) => one.tagName === 'SCRIPT');
  const links = inert.filter((one) => one !== entry);
  // the shell's files (vite.config.ts, `shell-*` chunks: React, the libraries), run one task each before
  // the entry: run by the entry's imports instead, they were one task of ~60 ms on a desktop (~220 ms on
  // a phone), all of it blocking; the entry then runs only its own code
  const shell = links
    .map((one) => one.getAttribute('href') ?? '')
    .filter((href) => /\/shell-[\w-]+\.js$/.test(href));
  const run = () => {
    const src = shell.shift();
    if (src === undefined) return document.head.append(make(entry));
    const el = Object.assign(document.createElement('script'), { type: 'module', src, crossOrigin: '' });
    // the next in a task of its own, once this one has run (or failed: the entry then loads it again)
    const next = () => setTimeout(run, 0);
    el.addEventListener('load', next, { once: true });
    el.addEventListener('error', next, { once: true });
    document.head.append(el);
  };
  // two preloads per task: each costs its fetch's set-up, ~0.4 ms on a desktop and ~15 ms on a phone; 25–60
  // of them at once were one long task on a phone, and three a task still over 50 ms
  const step = () => {
    for (const one of links.splice(0, 2)) document.head.append(make(one));
    if (links.length > 0) setTimeout(step, 0);
  };
  const start = () => {
    // the entry fetched with the rest while the shell's files run
    const src = entry?.getAttribute('src');
    if (src)
      links.unshift(
        Object.assign(document.createElement('link'), { rel: 'modulepreload', href: src, crossOrigin: '' }),
      );
    step();
    if (entry) run();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
