// Runs in a worker of its own: see intl-warm-up.ts for why.
new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
new Intl.NumberFormat('en-US').format(0);
new Intl.PluralRules('en').select(0);
// Any zone loads the whole time-zone table, so the community's own zone is quick to build afterwards.
new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Chicago',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(0);
new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(0);
self.close();
