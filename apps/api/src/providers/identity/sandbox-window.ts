import { IDENTITY_WINDOW_MESSAGE_SOURCE } from '@portal/domain/schemas/identity-verification';
import { sandboxDocuments, sandboxSelfies } from './sandbox-documents.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function choices(name: string, legend: string, options: Record<string, { label: string }>): string {
  const radios = Object.entries(options)
    .map(
      ([id, option], index) =>
        `<label class="choice"><input type="radio" name="${name}" value="${escapeHtml(id)}"${
          index === 0 ? ' checked' : ''
        }> ${escapeHtml(option.label)}</label>`,
    )
    .join('\n    ');
  return `<fieldset>
    <legend>${legend}</legend>
    ${radios}
  </fieldset>`;
}

/**
 * The sandbox identity provider's document + selfie window, framed by the app the way a provider's is.
 * A real check photographs the ID and the face; the sandbox lets the applicant pick test ones, which
 * decide the outcome. When done it tells the app (postMessage to its parent or opener, on our own origin
 * only) the session id to confirm with, in the shape docs/api.md documents.
 */
export function sandboxIdentityWindowPage({ nonce, postUrl }: { nonce: string; postUrl: string }): string {
  const settings = JSON.stringify({ postUrl, source: IDENTITY_WINDOW_MESSAGE_SOURCE }).replace(
    /</g,
    '\\u003c',
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verify your identity (sandbox)</title>
<style nonce="${nonce}">
  :root { color-scheme: light dark; font-family: 'Open Sans', system-ui, sans-serif; font-size: 15px; }
  body { margin: 0; padding: 16px; background: Canvas; color: CanvasText; }
  main { max-width: 440px; margin: 0 auto; display: grid; gap: 12px; }
  h1 { font-size: 1.35rem; margin: 0; }
  form { display: grid; gap: 12px; }
  fieldset { border: 1px solid #6b6b6b; border-radius: 6px; display: grid; gap: 8px; padding: 10px 12px; }
  legend { font-weight: 600; padding: 0 4px; }
  .choice { display: flex; gap: 8px; align-items: center; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2b44ff; outline-offset: 2px; }
  .error { color: #b3261e; }
  @media (prefers-color-scheme: dark) { .error { color: #ffb4ab; } }
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
</style>
</head>
<body>
<main>
<h1>Verify your identity</h1>
<p class="hint">Sandbox: instead of photos, choose a test ID and a test selfie. A valid ID with the
matching selfie passes; anything else fails.</p>
<form id="check" novalidate>
  ${choices('document', 'Photo of your ID', sandboxDocuments)}
  ${choices('selfie', 'Selfie', sandboxSelfies)}
  <p class="error" id="form-error" role="alert"></p>
  <div class="actions">
    <button type="submit">Submit</button>
    <button type="button" class="secondary" id="cancel">Cancel</button>
  </div>
</form>
<p id="done" role="status"></p>
</main>
<script nonce="${nonce}">
(function () {
  var settings = ${settings};
  var form = document.getElementById('check');
  var sessionToken = decodeURIComponent(location.hash.slice(1));
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
  function fail(text) {
    document.getElementById('form-error').textContent = text;
  }
  document.getElementById('cancel').addEventListener('click', function () {
    tell({ type: 'exit' });
    finish('You can close this window.');
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    fail('');
    var button = form.querySelector('button[type="submit"]');
    button.disabled = true;
    fetch(settings.postUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        session_token: sessionToken,
        document: form.querySelector('input[name="document"]:checked').value,
        selfie: form.querySelector('input[name="selfie"]:checked').value
      })
    }).then(function (response) {
      return response.json().then(function (body) {
        if (response.ok) {
          tell({ type: 'identity-session-complete', identity_session_id: body.identity_session_id });
          finish('Done. Checking your photos…');
          return;
        }
        fail(body.message || 'Something went wrong. Please try again.');
      });
    }).catch(function () {
      fail('Something went wrong. Please try again.');
    }).then(function () { button.disabled = false; });
  });
})();
</script>
</body>
</html>`;
}
