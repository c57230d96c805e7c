// Runs in a worker of its own: see intl-warm-up.ts for why. Its name is the page's locale (en-US, es-US).
const locale = self.name || 'en-US';
new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0);
new Intl.NumberFormat(locale).format(0);
new Intl.PluralRules(locale).select(0);
// Any zone loads the whole time-zone table, so the community's own zone is quick to build afterwards.
new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(0);
new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
self.close();
