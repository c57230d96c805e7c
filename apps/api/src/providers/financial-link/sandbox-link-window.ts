import {
  LINK_WINDOW_MESSAGE_SOURCE,
  type LinkProduct,
  type LinkStyle,
} from '@portal/domain/constants/financial-link';
import { SANDBOX_PASSWORD, sandboxInstitutions, sandboxTestUsers } from './sandbox-test-users.js';

const headings: Record<LinkProduct, { title: string; legend: string }> = {
  bank: { title: 'Link your bank account', legend: 'Choose your bank' },
  payroll_digital: { title: 'Link your payroll account', legend: 'Choose your payroll provider' },
  payroll_manual: { title: 'Share your pay documents', legend: 'Choose how to share them' },
  identity: { title: 'Verify your identity', legend: '' },
};

/** Events the app may act on (spec part 2 §4 "Verification link launcher"), as Plaid Link names them. */
const successEvents: Partial<Record<LinkProduct, string>> = {
  bank: 'BANK_INCOME_INSIGHTS_COMPLETED',
  identity: 'IDENTITY_VERIFICATION_PASS_SESSION',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function institutionChoices(product: LinkProduct): string {
  const institutions = sandboxInstitutions[product];
  if (institutions.length === 0) return '';
  const options = institutions
    .map(
      (institution, index) =>
        `<label class="choice"><input type="radio" name="institution" value="${escapeHtml(institution.id)}"${
          index === 0 ? ' checked' : ''
        }> ${escapeHtml(institution.name)}</label>`,
    )
    .join('\n    ');
  return `<fieldset>
    <legend>${headings[product].legend}</legend>
    ${options}
  </fieldset>`;
}

/**
 * The sandbox provider's window: a page of its own, opened by the app in a new window or a frame the way
 * a provider's is. The applicant picks a test institution and signs in with test credentials; the page
 * tells the app (by postMessage to its opener or parent, on our own origin only) what happened, in the
 * shape docs/api.md documents under "Provider window".
 */
export function sandboxLinkWindowPage({
  nonce,
  postUrl,
  style,
  product,
}: {
  nonce: string;
  postUrl: string;
  style: LinkStyle;
  product: LinkProduct;
}): string {
  const { title } = headings[product];
  const otherUsers = Object.keys(sandboxTestUsers).filter((user) => user !== 'user_good');
  const settings = JSON.stringify({
    postUrl,
    style,
    product,
    source: LINK_WINDOW_MESSAGE_SOURCE,
    successEvent: successEvents[product] ?? null,
    failEvent: product === 'identity' ? 'IDENTITY_VERIFICATION_FAIL_SESSION' : null,
  }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} (sandbox)</title>
<style nonce="${nonce}">
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
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p class="hint">Sandbox: sign in as <code>user_good</code> with password <code>${SANDBOX_PASSWORD}</code>.
Other test users: ${otherUsers.map((user) => `<code>${user}</code>`).join(', ')}.</p>
<form id="sign-in" novalidate>
  ${institutionChoices(product)}
  <label class="field" for="username">Username</label>
  <input type="text" id="username" name="username" autocomplete="username" aria-describedby="username-error" required>
  <span class="error" id="username-error" role="alert"></span>
  <label class="field" for="password">Password</label>
  <input type="password" id="password" name="password" autocomplete="current-password" aria-describedby="password-error" required>
  <span class="error" id="password-error" role="alert"></span>
  <span class="error" id="form-error" role="alert"></span>
  <div class="actions">
    <button type="submit">Continue</button>
    <button type="button" class="secondary" id="cancel">Cancel</button>
  </div>
</form>
<p id="done" role="status"></p>
</main>
<script nonce="${nonce}">
(function () {
  var settings = ${settings};
  var form = document.getElementById('sign-in');
  var linkToken = decodeURIComponent(location.hash.slice(1));
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
  function show(id, text) {
    document.getElementById(id + '-error').textContent = text || '';
    var input = document.getElementById(id);
    if (input) input.setAttribute('aria-invalid', text ? 'true' : 'false');
  }
  tell({ type: 'event', event_name: 'OPEN' });
  document.getElementById('cancel').addEventListener('click', function () {
    tell({ type: 'exit', error: null });
    finish('You can close this window.');
  });
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    ['username', 'password', 'form'].forEach(function (id) { show(id, ''); });
    var chosen = form.querySelector('input[name="institution"]:checked');
    var button = form.querySelector('button[type="submit"]');
    button.disabled = true;
    fetch(settings.postUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        link_token: linkToken,
        institution_id: chosen ? chosen.value : undefined,
        username: form.username.value,
        password: form.password.value
      })
    }).then(function (response) {
      return response.json().then(function (body) {
        if (response.ok && body.status === 'linked') {
          if (settings.successEvent) tell({ type: 'event', event_name: settings.successEvent });
          tell({
            type: 'success',
            style: settings.style,
            product: settings.product,
            public_token: body.public_token,
            metadata: { institution: body.institution, link_session_id: body.link_session_id }
          });
          finish('Done. You can close this window.');
          return;
        }
        if (response.ok && body.status === 'failed') {
          if (settings.failEvent) tell({ type: 'event', event_name: settings.failEvent });
          tell({ type: 'exit', error: body.error });
          finish(body.error.error_message);
          return;
        }
        var errors = body.errors || {};
        show('username', errors.username && errors.username[0]);
        show('password', errors.password && errors.password[0]);
        if (!errors.username && !errors.password) show('form', body.message || 'Something went wrong. Please try again.');
        var first = form.querySelector('[aria-invalid="true"]');
        if (first) first.focus();
      });
    }).catch(function () {
      show('form', 'Something went wrong. Please try again.');
    }).then(function () { button.disabled = false; });
  });
})();
</script>
</body>
</html>`;
}
