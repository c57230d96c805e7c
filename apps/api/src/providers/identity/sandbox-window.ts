import { IDENTITY_WINDOW_MESSAGE_SOURCE } from '@portal/domain/schemas/identity-verification';
import { radioChoices, sandboxWindowPage } from '../sandbox-window-page.js';
import { sandboxDocuments, sandboxSelfies } from './sandbox-documents.js';

const optionsOf = (options: Record<string, { label: string }>) =>
  Object.entries(options).map(([id, option]) => ({ id, label: option.label }));

/**
 * The sandbox identity provider's document + selfie window, framed by the app the way a provider's is.
 * A real check photographs the ID and the face; the sandbox lets the applicant pick test ones, which
 * decide the outcome. When done it tells the app the session id to confirm with, in the shape
 * docs/api.md documents.
 */
export function sandboxIdentityWindowPage({ nonce, postUrl }: { nonce: string; postUrl: string }): string {
  return sandboxWindowPage({
    nonce,
    title: 'Verify your identity',
    settings: { postUrl, source: IDENTITY_WINDOW_MESSAGE_SOURCE },
    formId: 'check',
    body: `<p class="hint">Sandbox: instead of photos, choose a test ID and a test selfie. A valid ID with the
matching selfie passes; anything else fails.</p>
<form id="check" novalidate>
  ${radioChoices('document', 'Photo of your ID', optionsOf(sandboxDocuments))}
  ${radioChoices('selfie', 'Selfie', optionsOf(sandboxSelfies))}
  <p class="error" id="form-error" role="alert"></p>
  <div class="actions">
    <button type="submit">Submit</button>
    <button type="button" class="secondary" id="cancel">Cancel</button>
  </div>
</form>`,
    script: `  function fail(text) {
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
        session_token: token,
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
  });`,
  });
}
