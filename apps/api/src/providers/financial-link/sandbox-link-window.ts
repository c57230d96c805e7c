import {
  LINK_WINDOW_MESSAGE_SOURCE,
  type LinkProduct,
  type LinkStyle,
} from '@portal/domain/constants/financial-link';
import { radioChoices, sandboxWindowPage } from '../sandbox-window-page.js';
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

function institutionChoices(product: LinkProduct): string {
  const institutions = sandboxInstitutions[product];
  if (institutions.length === 0) return '';
  return radioChoices(
    'institution',
    headings[product].legend,
    institutions.map((institution) => ({ id: institution.id, label: institution.name })),
  );
}

/**
 * The sandbox provider's window, opened by the app in a new window or a frame the way a provider's is.
 * The applicant picks a test institution and signs in with test credentials; the page tells the app what
 * happened, in the shape docs/api.md documents under "Provider window".
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
  return sandboxWindowPage({
    nonce,
    title,
    settings: {
      postUrl,
      style,
      product,
      source: LINK_WINDOW_MESSAGE_SOURCE,
      successEvent: successEvents[product] ?? null,
      failEvent: product === 'identity' ? 'IDENTITY_VERIFICATION_FAIL_SESSION' : null,
    },
    formId: 'sign-in',
    body: `<p class="hint">Sandbox: sign in as <code>user_good</code> with password <code>${SANDBOX_PASSWORD}</code>.
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
</form>`,
    script: `  function show(id, text) {
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
        link_token: token,
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
  });`,
  });
}
