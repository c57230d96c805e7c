/**
 * The sandbox processor's card form: a page of its own, framed by the app like Stripe's Elements are, so
 * the app's page never holds a card number. It posts the card to the sandbox and tells the app (by
 * postMessage to its own origin) only the setup intent that now has a card.
 */
export function sandboxCardFramePage({ nonce, postUrl }: { nonce: string; postUrl: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details (sandbox)</title>
<style nonce="${nonce}">
  :root { color-scheme: light dark; font-family: 'Open Sans', system-ui, sans-serif; font-size: 14px; }
  body { margin: 0; padding: 12px; background: Canvas; color: CanvasText; }
  form { display: grid; gap: 10px; max-width: 420px; }
  .row { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
  label { display: grid; gap: 4px; font-weight: 600; }
  input { font: inherit; padding: 8px; border: 1px solid #6b6b6b; border-radius: 4px; background: Field; color: FieldText; }
  input[aria-invalid="true"] { border-color: #b3261e; }
  input:focus-visible, button:focus-visible { outline: 3px solid #2b44ff; outline-offset: 2px; }
  .error { color: #b3261e; font-weight: 400; min-height: 0; }
  @media (prefers-color-scheme: dark) { .error { color: #ffb4ab; } input[aria-invalid="true"] { border-color: #ffb4ab; } }
  button { font: inherit; font-weight: 600; padding: 10px 16px; border: 0; border-radius: 4px; background: #2b44ff; color: #fff; cursor: pointer; }
  button[disabled] { opacity: .6; cursor: progress; }
  .hint { font-size: 12px; margin: 0; }
</style>
</head>
<body>
<form id="card" novalidate>
  <p class="hint">Sandbox: use 4242 4242 4242 4242 with any future date and any 3-digit CVC.</p>
  <label>Card number
    <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" aria-describedby="number-error" required>
    <span class="error" id="number-error" role="alert"></span>
  </label>
  <div class="row">
    <label>Expiry (MM/YY)
      <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" aria-describedby="expiry-error" required>
      <span class="error" id="expiry-error" role="alert"></span>
    </label>
    <label>CVC
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" aria-describedby="cvc-error" required>
      <span class="error" id="cvc-error" role="alert"></span>
    </label>
  </div>
  <span class="error" id="form-error" role="alert"></span>
  <button type="submit">Save card</button>
</form>
<script nonce="${nonce}">
(function () {
  var form = document.getElementById('card');
  var intent = new URLSearchParams(location.search).get('intent') || '';
  var secret = decodeURIComponent(location.hash.slice(1));
  var fields = { number: 'number', exp_month: 'expiry', exp_year: 'expiry', cvc: 'cvc' };
  function show(id, message) {
    document.getElementById(id + '-error').textContent = message || '';
    var input = document.getElementById(id);
    if (input) input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    ['number', 'expiry', 'cvc', 'form'].forEach(function (id) { show(id, ''); });
    var expiry = form.expiry.value.split('/');
    var button = form.querySelector('button');
    button.disabled = true;
    fetch(${JSON.stringify(postUrl)}, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        intent_id: intent,
        client_secret: secret,
        number: form.number.value,
        exp_month: Number(expiry[0]) || 0,
        exp_year: Number(expiry[1]) || 0,
        cvc: form.cvc.value.trim()
      })
    }).then(function (response) {
      return response.json().then(function (body) {
        if (response.ok) {
          parent.postMessage({ source: 'portal-sandbox-card', type: 'setup_succeeded', intent_id: intent }, location.origin);
          form.reset();
          return;
        }
        var errors = body.errors || {};
        var shown = false;
        Object.keys(errors).forEach(function (field) {
          if (fields[field]) { show(fields[field], errors[field][0]); shown = true; }
        });
        if (!shown) show('form', body.message || 'Your card could not be saved. Please try again.');
        var first = form.querySelector('[aria-invalid="true"]');
        if (first) first.focus();
      });
    }).catch(function () {
      show('form', 'Your card could not be saved. Please try again.');
    }).then(function () { button.disabled = false; });
  });
})();
</script>
</body>
</html>`;
}
