import { IncomeSourceType } from '@portal/domain/constants/financial-source-types';
import type { DocumentValidationRule } from '@portal/domain/income/document-rules';
import type { CommunitySettings } from '@portal/domain/schemas/community';
import { useMemo } from 'react';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import {
  ownRuleIndex,
  type ProofRuleRow,
  type ProofRuleValues,
  proofRuleFieldOf,
  proofRuleValues,
  rulesWith,
} from '@/features/staff-settings/lib/proof-rules-form';
import { fieldUnder } from '@/features/staff-settings/lib/section-values';
import { useTranslation } from '@/lib/i18n';
import { RowPanel } from '../RowPanel';
import styles from './CommunitySections.module.css';
import { CheckField, ChoiceGroup } from './FormFields';
import { ProofDocumentRows } from './ProofDocumentRows';
import { SectionForm } from './SectionForm';
import { useSectionForm } from './use-section-save';

interface ProofRuleFormProps extends CommunitySectionProps {
  id: string;
  row: ProofRuleRow;
  /** The type as the section names it ("Savings (assets)"). */
  typeName: string;
  onCancel: () => void;
  /** Called with what to announce once the rule is saved and the community read again. */
  onSaved: (message: string) => void;
}

/**
 * One type's proof rule, starting from the one applicants are held to (the built-in one until it is
 * customised): saving sends the community's own rules, this one in its type's place.
 */
export function ProofRuleForm({ id, row, typeName, onCancel, onSaved, ...section }: ProofRuleFormProps) {
  const { t } = useTranslation();
  const own = section.community.settings.financial_documents_validations;
  const schema = useMemo(
    () => () =>
      import('@/features/staff-settings/lib/section-form-schemas').then((module) =>
        module.proofRuleFormSchema(row.code),
      ),
    [row.code],
  );
  const { form, failure, send } = useSectionForm<ProofRuleValues, DocumentValidationRule>({
    ...section,
    schema,
    defaultValues: proofRuleValues(row.rule),
    fieldOf: fieldUnder(
      `settings.financial_documents_validations.${ownRuleIndex(own, row.code)}`,
      proofRuleFieldOf,
    ),
  });

  const submit = form.handleSubmit(async (rule) => {
    // The API merges the settings named with the community's own, then checks the whole list.
    const settings = { financial_documents_validations: rulesWith(own, rule) } as CommunitySettings;
    if (await send({ settings })) onSaved(t('communitySections.proofRules.saved', { type: typeName }));
  });

  return (
    <RowPanel
      id={id}
      level={4}
      className={styles.panel}
      heading={t('communitySections.proofRules.formHeading', { type: typeName })}
      onEscape={onCancel}
    >
      <SectionForm form={form} onSubmit={submit} failure={failure} onCancel={onCancel}>
        {row.code === IncomeSourceType.Employment ? (
          <p className={styles.muted}>{t('communitySections.proofRules.employmentHint')}</p>
        ) : null}
        <ChoiceGroup
          name="require_all"
          type="radio"
          label={t('communitySections.proofRules.require')}
          hint={
            row.rule.stream_type === 'voucher'
              ? t('communitySections.proofRules.requireVoucherHint')
              : undefined
          }
          choices={[
            { value: 'any', label: t('communitySections.proofRules.requireAny') },
            { value: 'all', label: t('communitySections.proofRules.requireAll') },
          ]}
        />
        <ProofDocumentRows />
        <CheckField
          name="allow_manual_document_upload_plaid"
          label={t('communitySections.proofRules.allowLinkedBank')}
        />
      </SectionForm>
    </RowPanel>
  );
}
