import { useId } from 'react';
import { useQuote } from '@/features/journey/api/lease-terms';
import { useDebouncedValue } from '@/features/journey/lib/use-debounced-value';
import { useChargeName } from '@/lib/charge-name';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { formatCents } from '@/lib/money';
import styles from '@/shared/journey-step/JourneyPage.module.css';
import { isQuoteShown, quoteLines, type quoteRequestOf } from '@/shared/journey-step/lease-quote';
import own from '../LeaseTermsPage.module.css';

/** How long the choices must rest before the quote is asked for again. */
const QUOTE_DEBOUNCE_MS = 350;

/** The monthly quote for the current choices, hidden while there is none worth showing (spec §4). */
export function QuoteSummary({ request }: { request: ReturnType<typeof quoteRequestOf> }) {
  const { t } = useTranslation();
  const chargeName = useChargeName();
  const community = useCommunity();
  const headingId = useId();
  const debounced = useDebouncedValue(request, QUOTE_DEBOUNCE_MS);
  const quote = useQuote(request === null ? null : debounced);
  const shown = request !== null && isQuoteShown(quote.data);
  const settled = shown && !quote.isFetching && JSON.stringify(debounced) === JSON.stringify(request);
  const key = 'journey.leaseTerms.quote';
  const data = shown ? quote.data : null;

  return (
    <>
      {/* A short, polite announcement of the new total once the quote has settled. */}
      <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {settled && data ? t(`${key}.announce`, { total: formatCents(data.total) }) : ''}
      </div>
      {data ? (
        <section className={own.quote} aria-labelledby={headingId} aria-busy={!settled || undefined}>
          <h2 id={headingId} className={own.sectionHeading}>
            {t(`${key}.heading`)}
          </h2>
          <table className={own.quoteTable}>
            <caption className={styles.visuallyHidden}>{t(`${key}.itemsCaption`)}</caption>
            <thead className={own.quoteHead}>
              <tr>
                <th scope="col">{t(`${key}.charge`)}</th>
                <th scope="col" className={own.amountHead}>
                  {t(`${key}.amount`)}
                </th>
              </tr>
            </thead>
            <tbody>
              {quoteLines(data).map((line) => (
                <tr key={line.key} className={line.kind === 'tax' ? own.taxRow : undefined}>
                  <th scope="row">
                    {line.kind === 'tax'
                      ? t(`${key}.tax`, { name: chargeName(line.name) })
                      : chargeName(line.name)}
                  </th>
                  <td>{formatCents(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={own.totalRow}>
                <th scope="row">{t(`${key}.total`)}</th>
                <td>{formatCents(data.total)}</td>
              </tr>
            </tfoot>
          </table>
          {settled ? null : <p className={own.updating}>{t(`${key}.updating`)}</p>}
          {community.leasing_pricing_disclaimer ? (
            <p className={own.disclaimer}>{community.leasing_pricing_disclaimer}</p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
