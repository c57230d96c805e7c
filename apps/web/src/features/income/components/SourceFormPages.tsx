import {
  type FinancialStreamType,
  financialSourceType,
  type ManualSourceType,
  manualSourceTypes,
} from '@portal/domain/constants/financial-source-types';
import { Link, Navigate, useNavigate } from 'react-router';
import { TaggedText } from '@/components/ui/TaggedText';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useAddFinancialSource, useUpdateFinancialSource } from '../api/financial-sources';
import { documentEntriesOf } from '../lib/document-list';
import { addPageOf } from '../lib/income-pages';
import { emptySourceForm, newSourceBody, sourceEditBody, sourceFormFromSource } from '../lib/source-form';
import { canEdit, type EditableSource } from '../lib/summary';
import styles from './Income.module.css';
import { IncomeFormFrame, MissingSource, useIncomePath, useSourceName, WithSource } from './IncomeFrames';
import { SourceForm } from './SourceForm';

// "Add Income/Assets" opens the income form: someone with only assets goes on from there, and back.
const switchTo = {
  income: { stream: 'asset', text: 'income.form.income.instead' },
  asset: { stream: 'income', text: 'income.form.asset.instead' },
} as const;

const typesOf = (stream: FinancialStreamType): ManualSourceType[] =>
  manualSourceTypes.filter((code) => financialSourceType(code).streamType === stream);

/** `…/income-employment/add-income`: a source of income, added by hand with its proof documents. */
export function AddIncomePage() {
  return <AddSourcePage stream="income" />;
}

/** `…/income-employment/add-asset`. */
export function AddAssetPage() {
  return <AddSourcePage stream="asset" />;
}

/** `…/income-employment/add-voucher`: only where the community takes housing vouchers. */
export function AddVoucherPage() {
  const community = useCommunity();
  const incomePath = useIncomePath();
  if (!community.enable_housing_authority_vouchers) return <Navigate to={incomePath()} replace />;
  return <AddSourcePage stream="voucher" />;
}

function AddSourcePage({ stream }: { stream: FinancialStreamType }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const incomePath = useIncomePath();
  const add = useAddFinancialSource(transaction.id);
  const types = typesOf(stream);
  const other = stream === 'voucher' ? null : switchTo[stream];
  return (
    <IncomeFormFrame title={t(`income.form.${stream}.title`)} intro={t(`income.form.${stream}.intro`)}>
      {other ? (
        <p className={styles.hint}>
          <TaggedText
            text={t(other.text)}
            tags={{ link: <Link to={incomePath(addPageOf[other.stream])} /> }}
          />
        </p>
      ) : null}
      <SourceForm
        stream={stream}
        types={types}
        defaultValues={emptySourceForm(types.length === 1 ? (types[0] ?? null) : null)}
        initialDocuments={[]}
        onSave={async (values, documentIds) => {
          await add.mutateAsync(newSourceBody(values, documentIds));
          navigate(incomePath());
        }}
      />
    </IncomeFormFrame>
  );
}

/** `…/income-employment/{sourceId}/edit`: a manual source's amount, text and documents. */
export function EditSourcePage() {
  const { t } = useTranslation();
  const title = t('income.form.editMissingTitle');
  return (
    <WithSource title={title}>
      {(source) => (canEdit(source) ? <EditSource source={source} /> : <MissingSource title={title} />)}
    </WithSource>
  );
}

function EditSource({ source }: { source: EditableSource }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const navigate = useNavigate();
  const incomePath = useIncomePath();
  const update = useUpdateFinancialSource(transaction.id);
  const name = useSourceName()(source);
  return (
    <IncomeFormFrame title={t('income.form.editTitle', { type: name })} intro={t('income.form.editIntro')}>
      <SourceForm
        stream={source.stream_type}
        types={[source.income_or_asset_type]}
        defaultValues={sourceFormFromSource(source)}
        initialDocuments={documentEntriesOf(source)}
        onSave={async (values, documentIds) => {
          await update.mutateAsync({
            sourceId: source.id,
            body: sourceEditBody(source, values, documentIds),
          });
          navigate(incomePath());
        }}
      />
    </IncomeFormFrame>
  );
}
