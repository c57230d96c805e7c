import { escapeHtml } from '../lib/escape-html.js';

/** A labelled group of radio buttons, the first one chosen. */
export function radioChoices(name: string, legend: string, options: { id: string; label: string }[]): string {
  const radios = options
    .map(
      (option, index) =>
        `<label class="choice"><input type="radio" name="${name}" value="${escapeHtml(option.id)}"${
          index === 0 ? ' checked' : ''
        }> ${escapeHtml(option.label)}</label>`,
    )
    .join('\n    ');
  return `<fieldset>
    <legend>${escapeHtml(legend)}</legend>
    ${radios}
  </fieldset>`;
}

const windowStyle = `
  :root { color-scheme: light dark; font-family: 'Open Sans', system-ui, sans-serif; font-size: 15px; }
  body { margin: 0; padding: 16px; background: Canvas; color: CanvasText; }
  main { max-width: 440px; margin: 0 auto; display: grid; gap: 12px; }
  h1 { font-size: 1.35rem; margin: 0; }
  form { display: grid; gap: 12px; }
  fieldset { border: 1px solid #6b6b6b; border-radius: 6px; display: grid; gap: 8px; padding: 10px 12px; }
  legend { font-weight: 600; padding: 0 4px; }
  .choice { display: flex; gap: 8px; align-items: center; }
  label.field { display: grid; gap: 4px; font-weight: 600; }
  input[type="text"], input[type="password"] { font: inherit; padding: 8px; border: 1px solid #6b6b6b; border-radius: 4px; background: Field; color: FieldText; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2b44ff; outline-offset: 2px; }
  .error { color: #b3261e; font-weight: 400; }
  @media (prefers-color-scheme: dark) { .error { color: #ffb4ab; } input[aria-invalid="true"] { border-color: #ffb4ab; } }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; }
  button { font: inherit; font-weight: 600; padding: 10px 16px; border-radius: 4px; cursor: pointer; border: 2px solid #2b44ff; }
  button[type="submit"] { background: #2b44ff; color: #fff; }
  button.secondary { background: transparent; color: inherit; }
  @media (prefers-color-scheme: dark) {
    button.secondary { border-color: #aab4ff; }
    input:focus-visible, button:focus-visible { outline-color: #aab4ff; }
  }
  button[disabled] { opacity: .6; cursor: progress; }
  .hint { font-size: 13px; margin: 0; }
  code { font-size: 13px; }
`;

export interface SandboxWindowPage {
  nonce: string;
  title: string;
  /** What the script reads as `settings`; `source` marks its messages as this window's. */
  settings: { source: string } & Record<string, unknown>;
  /** The HTML inside <main> after the heading: a form with id `formId`, its errors and buttons. */
  body: string;
  formId: string;
  /** The window's own script, run with `settings`, `form`, `token` (from the URL's fragment), `tell` and `finish`. */
  script: string;
}

/**
 * A sandbox provider's window, a page of its own that the app opens in a new window or a frame the way a
 * provider's is. It talks to the app only by postMessage to its opener or parent, on our own origin.
 */
export function sandboxWindowPage({
  nonce,
  title,
  settings,
  body,
  formId,
  script,
}: SandboxWindowPage): string {
  const settingsJson = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (sandbox)</title>
<style nonce="${nonce}">${windowStyle}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p id="done" role="status"></p>
</main>
<script nonce="${nonce}">
(function () {
  var settings = ${settingsJson};
  var form = document.getElementById('${formId}');
  var token = decodeURIComponent(location.hash.slice(1));
  var app = window.opener || (window.parent !== window ? window.parent : null);
  function tell(message) {
    message.source = settings.source;
    if (app) app.postMessage(message, location.origin);
  }
  function finish(text) {
    form.hidden = true;
    document.getElementById('done').textContent = text;
    if (window.opener) window.close();
  }
${script}
})();
</script>
</body>
</html>`;
}
