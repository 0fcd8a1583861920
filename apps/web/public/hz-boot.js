// The code of a server-rendered page (decision 041): the server sends the page's module script and
// modulepreloads inert in <template id="hz-code">, and this file puts them in once the page has loaded,
// so that on a slow connection the document, its styles and its pictures come first and the code that
// hydrates them after. A file of its own because the content security policy refuses inline scripts.
(() => {
  const code = document.getElementById('hz-code');
  if (!(code instanceof HTMLTemplateElement)) return;
  const inert = [...code.content.querySelectorAll('script, link')];
  code.remove();
  // elements made by this document (a template's own would not run); a few per task: each preload costs
  // its fetch's set-up, ~0.4 ms on a desktop, and 25–60 of them at once were one long task on a phone
  const step = () => {
    for (const one of inert.splice(0, 3)) {
      const el = document.createElement(one.tagName.toLowerCase());
      for (const a of one.attributes) el.setAttribute(a.name, a.value);
      document.head.append(el);
    }
    if (inert.length > 0) setTimeout(step, 0);
  };
  if (document.readyState === 'complete') step();
  else window.addEventListener('load', step, { once: true });
})();
