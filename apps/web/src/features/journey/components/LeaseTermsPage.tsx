import { roles } from '@portal/domain/constants/roles';
import { todayIn } from '@portal/domain/dates/calendar-date';
import type { MoveInWindow } from '@portal/domain/flow/move-in-window';
import type { AvailableLeaseTerms } from '@portal/domain/schemas/lease-terms';
import type { LeaseTransaction } from '@portal/domain/schemas/lease-transaction';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCommunity } from '../../../app/community-context';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import { Field } from '../../../components/ui/Field';
import { LoadingState } from '../../../components/ui/LoadingState';
import { SystemUnavailable } from '../../../components/ui/SystemUnavailable';
import { formatCents } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAvailableLeaseTerms, useQuote, useSaveLeaseTerms } from '../api/lease-terms';
import { formatAvailableDate } from '../lib/available-date';
import { nextRouteOf, transactionPath } from '../lib/drawer-inputs';
import {
  formatLongDate,
  isQuoteShown,
  type LeaseTermsProblems,
  leaseEndFor,
  leaseTermsProblems,
  quoteLines,
  quoteRequestOf,
} from '../lib/lease-terms';
import { sortFailure } from '../lib/submit-failure';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { JourneyCard } from './JourneyCard';
import styles from './JourneyPage.module.css';
import own from './LeaseTermsPage.module.css';
import { useCurrentTransaction } from './transaction-context';

type Section = 'unit-details' | 'leasing-terms';

/** How long the choices must rest before the quote is asked for again. */
const QUOTE_DEBOUNCE_MS = 350;

/** `/:community/transaction/:transactionId/lease-terms`: the unit, the move-in date, the term and the quote. */
export function LeaseTermsPage() {
  return <LeaseTerms />;
}

/** `…/lease-terms/unit-details`: the same page, opened at its unit details. */
export function LeaseTermsUnitDetailsPage() {
  return <LeaseTerms section="unit-details" />;
}

/** `…/lease-terms/leasing-terms`: the same page, opened at the move-in date and lease term. */
export function LeaseTermsLeasingTermsPage() {
  return <LeaseTerms section="leasing-terms" />;
}

function LeaseTerms({ section }: { section?: Section }) {
  const { t } = useTranslation();
  const community = useCommunity();
  const transaction = useCurrentTransaction();
  const terms = useAvailableLeaseTerms(transaction.id);
  useDocumentTitle(t('journey.leaseTerms.title'), community.display_name);

  if (terms.isPending) return <LoadingState label={t('journey.common.loading')} />;
  if (terms.isError) {
    return <SystemUnavailable onRetry={() => void terms.refetch()} retrying={terms.isFetching} />;
  }

  return (
    <JourneyCard
      eyebrow={t('journey.leaseTerms.title')}
      heading={t('journey.leaseTerms.heading')}
      intro={t('journey.leaseTerms.intro')}
    >
      <UnitDetails transaction={transaction} focusOnMount={section === 'unit-details'} />
      <LeaseTermsForm
        key={`${transaction.move_in_date ?? ''}|${transaction.lease_term ?? ''}`}
        transaction={transaction}
        available={terms.data}
        focusOnMount={section === 'leasing-terms'}
      />
    </JourneyCard>
  );
}

/** Moves focus to a section's heading once, when the page was opened at that section. */
function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!enabled) return;
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'start' });
  }, [enabled]);
  return ref;
}

function UnitDetails({
  transaction,
  focusOnMount,
}: {
  transaction: LeaseTransaction;
  focusOnMount: boolean;
}) {
  const { t } = useTranslation();
  const community = useCommunity();
  const headingId = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const { unit } = transaction;
  const { building } = unit;
  const today = todayIn(community.community.timezone);
  const available =
    formatAvailableDate(unit.available_date, today) ?? t('journey.leaseTerms.unit.availableNow');
  const key = 'journey.leaseTerms.unit';

  return (
    <section className={own.section} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={own.sectionHeading}>
        {t(`${key}.heading`)}
      </h2>
      <dl className={own.facts} aria-label={t(`${key}.factsLabel`, { number: unit.unit_number })}>
        <div className={own.fact}>
          <dt>{t(`${key}.unitLabel`)}</dt>
          <dd>{unit.unit_number}</dd>
        </div>
        <div className={own.fact}>
          <dt>{t(`${key}.layout`)}</dt>
          <dd>{unit.layout}</dd>
        </div>
        <div className={own.fact}>
          <dt>{t(`${key}.size`)}</dt>
          <dd>
            {[
              t(`${key}.bedrooms`, { count: unit.bedrooms }),
              t(`${key}.bathrooms`, { count: unit.bathrooms }),
              t(`${key}.sqft`, { size: unit.sqft.toLocaleString('en-US') }),
            ].join(' · ')}
          </dd>
        </div>
        <div className={own.fact}>
          <dt>{t(`${key}.available`)}</dt>
          <dd>{available}</dd>
        </div>
        <div className={`${own.fact} ${own.wide}`}>
          <dt>{t(`${key}.building`)}</dt>
          <dd>{building.name}</dd>
        </div>
        <div className={`${own.fact} ${own.wide}`}>
          <dt>{t(`${key}.address`)}</dt>
          <dd>
            {building.street_address}, {building.city}, {building.state} {building.postal_code}
          </dd>
        </div>
      </dl>
    </section>
  );
}

interface FormProps {
  transaction: LeaseTransaction;
  available: AvailableLeaseTerms;
  focusOnMount: boolean;
}

type FieldErrors = { move_in_date?: string; lease_term?: string };

function problemMessages(
  problems: LeaseTermsProblems,
  moveInWindow: MoveInWindow | null,
  t: TFunction,
): FieldErrors {
  const messages: FieldErrors = {};
  if (problems.move_in_date === 'missing')
    messages.move_in_date = t('journey.leaseTerms.terms.moveInMissing');
  if (problems.move_in_date === 'invalid')
    messages.move_in_date = t('journey.leaseTerms.terms.moveInInvalid');
  if (problems.move_in_date === 'outside' && moveInWindow) {
    messages.move_in_date = t('journey.leaseTerms.terms.moveInOutside', {
      earliest: formatLongDate(moveInWindow.earliest),
      latest: formatLongDate(moveInWindow.latest),
    });
  }
  if (problems.lease_term === 'missing') messages.lease_term = t('journey.leaseTerms.terms.termMissing');
  return messages;
}

function LeaseTermsForm({ transaction, available, focusOnMount }: FormProps) {
  const { t } = useTranslation();
  const community = useCommunity();
  const navigate = useNavigate();
  const save = useSaveLeaseTerms(transaction.id);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusOnMount);
  const headingId = useId();
  const radioName = useId();
  const termErrorId = useId();
  const dateRef = useRef<HTMLInputElement>(null);
  const moveInWindow = available.move_in_window;
  const isPrimary = transaction.applicant.role === roles.primary_applicant.code;
  const savedTerm = typeof transaction.lease_term === 'number' ? transaction.lease_term : null;

  const [moveInDate, setMoveInDate] = useState(transaction.move_in_date ?? '');
  const [leaseTerm, setLeaseTerm] = useState<number | null>(savedTerm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string[]>([]);
  const key = 'journey.leaseTerms.terms';

  const leaseEnd = leaseEndFor(moveInDate, leaseTerm);
  const quoteRequest = quoteRequestOf(transaction, moveInDate, leaseTerm, moveInWindow);
  const termRadioId = (term: number) => `${radioName}-${term}`;

  function focusField(field: keyof FieldErrors) {
    if (field === 'move_in_date') dateRef.current?.focus();
    else
      document.getElementById(termRadioId(leaseTerm ?? available.lease_terms[0]?.lease_term ?? 0))?.focus();
  }

  async function submit() {
    if (save.isPending) return;
    setFailure([]);
    if (isPrimary) {
      const found = problemMessages(leaseTermsProblems(moveInDate, leaseTerm, moveInWindow), moveInWindow, t);
      setErrors(found);
      if (found.move_in_date || found.lease_term) {
        focusField(found.move_in_date ? 'move_in_date' : 'lease_term');
        return;
      }
    }
    try {
      const updated = await save.mutateAsync(
        isPrimary && leaseTerm !== null ? { move_in_date: moveInDate, lease_term: leaseTerm } : null,
      );
      navigate(transactionPath(community.slug, updated.id, nextRouteOf(updated)));
    } catch (error) {
      const fields = isPrimary ? ['move_in_date', 'lease_term'] : [];
      const sorted = sortFailure(error, fields, t('journey.common.genericError'));
      const next: FieldErrors = {};
      for (const entry of sorted.fieldErrors) next[entry.field as keyof FieldErrors] = entry.message;
      setErrors(next);
      setFailure(sorted.otherMessages);
      const first = sorted.fieldErrors[0]?.field as keyof FieldErrors | undefined;
      if (first) focusField(first);
    }
  }

  const windowHint = moveInWindow
    ? t(`${key}.moveInHint`, {
        earliest: formatLongDate(moveInWindow.earliest),
        latest: formatLongDate(moveInWindow.latest),
      })
    : t(`${key}.noWindow`);

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={own.sectionHeading}>
        {t(`${key}.heading`)}
      </h2>
      <ErrorList messages={failure} />
      {isPrimary ? (
        <>
          <Field label={t(`${key}.moveInDate`)} hint={windowHint} error={errors.move_in_date} required>
            {(control) => (
              <input
                {...control}
                ref={dateRef}
                type="date"
                value={moveInDate}
                min={moveInWindow?.earliest}
                max={moveInWindow?.latest}
                onChange={(event) => {
                  setMoveInDate(event.target.value);
                  if (errors.move_in_date) setErrors(({ move_in_date: _, ...rest }) => rest);
                }}
                onBlur={() => {
                  const problem = leaseTermsProblems(moveInDate, leaseTerm, moveInWindow).move_in_date;
                  if (problem && problem !== 'missing') {
                    setErrors((current) => ({
                      ...current,
                      ...problemMessages({ move_in_date: problem }, moveInWindow, t),
                    }));
                  }
                }}
              />
            )}
          </Field>
          <fieldset
            className={styles.options}
            aria-describedby={errors.lease_term ? termErrorId : undefined}
            aria-invalid={errors.lease_term ? true : undefined}
          >
            <legend className={styles.legend}>{t(`${key}.leaseTerm`)}</legend>
            {available.lease_terms.map((term) => (
              <label key={term.lease_term} className={`${styles.option} ${own.termOption}`}>
                <input
                  type="radio"
                  id={termRadioId(term.lease_term)}
                  name={radioName}
                  value={term.lease_term}
                  checked={leaseTerm === term.lease_term}
                  onChange={() => {
                    setLeaseTerm(term.lease_term);
                    if (errors.lease_term) setErrors(({ lease_term: _, ...rest }) => rest);
                  }}
                />
                {t(`${key}.termLabel`, { count: term.lease_term, rent: formatCents(term.monthly_rent) })}
              </label>
            ))}
          </fieldset>
          <div aria-live="polite">
            {errors.lease_term ? (
              <p id={termErrorId} className={styles.fieldError}>
                {errors.lease_term}
              </p>
            ) : null}
          </div>
        </>
      ) : (
        <ReadOnlyTerms transaction={transaction} available={available} />
      )}
      <p className={own.leaseEnd} aria-live="polite">
        {leaseEnd ? t(`${key}.leaseEnds`, { date: formatLongDate(leaseEnd) }) : null}
      </p>
      <QuoteSummary request={quoteRequest} />
      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} aria-disabled={save.isPending || undefined}>
          {save.isPending ? t('journey.common.saving') : t('journey.common.continue')}
        </Button>
      </div>
    </form>
  );
}

function ReadOnlyTerms({
  transaction,
  available,
}: {
  transaction: LeaseTransaction;
  available: AvailableLeaseTerms;
}) {
  const { t } = useTranslation();
  const key = 'journey.leaseTerms.terms';
  const term = typeof transaction.lease_term === 'number' ? transaction.lease_term : null;
  const rent = available.lease_terms.find((entry) => entry.lease_term === term)?.monthly_rent;
  const { first_name, last_name } = transaction.primary_applicant;
  return (
    <>
      <p className={own.note}>{t(`${key}.readOnlyNote`, { name: `${first_name} ${last_name}` })}</p>
      <dl className={own.facts}>
        <div className={own.fact}>
          <dt>{t(`${key}.moveInDate`)}</dt>
          <dd>
            {transaction.move_in_date ? formatLongDate(transaction.move_in_date) : t(`${key}.notChosen`)}
          </dd>
        </div>
        <div className={own.fact}>
          <dt>{t(`${key}.leaseTerm`)}</dt>
          <dd>
            {term === null
              ? t(`${key}.notChosen`)
              : rent === undefined
                ? t(`${key}.termValue`, { count: term })
                : t(`${key}.termLabel`, { count: term, rent: formatCents(rent) })}
          </dd>
        </div>
      </dl>
    </>
  );
}

/** The monthly quote for the current choices, hidden while there is none worth showing (spec §4). */
function QuoteSummary({ request }: { request: ReturnType<typeof quoteRequestOf> }) {
  const { t } = useTranslation();
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
                    {line.kind === 'tax' ? t(`${key}.tax`, { name: line.name }) : line.name}
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
