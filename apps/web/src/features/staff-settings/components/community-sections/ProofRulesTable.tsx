import { financialSourceType } from '@portal/domain/constants/financial-source-types';
import type { DocumentValidationRule, ProofDocumentRule } from '@portal/domain/income/document-rules';
import type { CommunitySettings } from '@portal/domain/schemas/community';
import { useId } from 'react';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import {
  type PROOF_RULE_STREAMS,
  type ProofRuleRow,
  rulesWithout,
} from '@/features/staff-settings/lib/proof-rules-form';
import { sectionFailure } from '@/features/staff-settings/lib/section-failure';
import { type TFunction, useTranslation } from '@/lib/i18n';
import { RowOpener } from '../RowButtons';
import { ConfirmPanel } from '../RowPanel';
import look from '../Settings.module.css';
import { SettingsTable } from '../SettingsTable';
import { focusKey, type RowPanels } from '../use-row-panels';
import styles from './CommunitySections.module.css';
import { ProofRuleForm } from './ProofRuleForm';
import proofStyles from './ProofRules.module.css';

/** What opens under a type's row: its rule's form, or the step before resetting it. */
export type ProofRulePanelKind = 'edit' | 'reset';

interface ProofRulesTableProps extends CommunitySectionProps {
  panels: RowPanels<ProofRulePanelKind>;
  stream: (typeof PROOF_RULE_STREAMS)[number];
  rows: readonly ProofRuleRow[];
}

/** How many files a document takes, as the applicant's upload reads it. */
function proofLine(proof: ProofDocumentRule, t: TFunction): string {
  const { label } = proof;
  if (proof.min_required === 0)
    return t('communitySections.proofRules.proofUpTo', { label, count: proof.max_required });
  if (proof.min_required === proof.max_required)
    return t('communitySections.proofRules.proofExactly', { label, count: proof.min_required });
  return t('communitySections.proofRules.proofRange', {
    label,
    min: proof.min_required,
    max: proof.max_required,
  });
}

/** A rule's documents: whether any one or all are asked for (none, for a voucher's any), then each. */
function ruleDocuments(rule: DocumentValidationRule, t: TFunction) {
  if (rule.proof_documents.length === 0) return t('communitySections.proofRules.noDocuments');
  const lead = rule.require_all ? 'allOf' : rule.stream_type === 'voucher' ? 'voucherAnyOf' : 'anyOf';
  return (
    <>
      {t(`communitySections.proofRules.${lead}`)}
      <ul className={proofStyles.proofLines}>
        {rule.proof_documents.map((proof) => (
          <li key={proof.id}>{proofLine(proof, t)}</li>
        ))}
      </ul>
    </>
  );
}

/** The types of one stream, a row each: their rule, and the buttons that change it. */
export function ProofRulesTable({ panels, stream, rows, ...section }: ProofRulesTableProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const own = section.community.settings.financial_documents_validations;
  const streamName = t(`communitySections.proofRules.streams.${stream}`);
  const typeName = ({ code }: ProofRuleRow) =>
    t('communitySections.proofRules.typeName', { type: financialSourceType(code).label, stream: streamName });
  const panelId = ({ code }: ProofRuleRow) => `${baseId}-${code}`;
  const rowOf = ({ code }: ProofRuleRow) => `proof-rule-${code}`;

  const opener = (row: ProofRuleRow, kind: ProofRulePanelKind, label: string, accessibleName: string) => (
    <RowOpener
      panels={panels}
      row={rowOf(row)}
      kind={kind}
      panelId={panelId(row)}
      label={label}
      accessibleName={accessibleName}
    />
  );
  const openers = (row: ProofRuleRow) => {
    const type = typeName(row);
    if (!row.customised)
      return opener(
        row,
        'edit',
        t('communitySections.proofRules.customise'),
        t('communitySections.proofRules.customiseType', { type }),
      );
    return (
      <>
        {opener(
          row,
          'edit',
          t('communitySections.proofRules.edit'),
          t('communitySections.proofRules.editType', { type }),
        )}
        {opener(
          row,
          'reset',
          t('communitySections.proofRules.reset'),
          t('communitySections.proofRules.resetType', { type }),
        )}
      </>
    );
  };

  const panel = (row: ProofRuleRow) => {
    const kind = panels.openUnder(rowOf(row));
    const type = typeName(row);
    const backToEdit = [focusKey(rowOf(row), 'edit')];
    if (kind === 'edit')
      return (
        <ProofRuleForm
          {...section}
          id={panelId(row)}
          row={row}
          typeName={type}
          onCancel={panels.cancel}
          onSaved={(message) => panels.done(message, backToEdit)}
        />
      );
    if (kind !== 'reset') return null;
    return (
      <ConfirmPanel
        id={panelId(row)}
        level={4}
        className={styles.panel}
        heading={t('communitySections.proofRules.resetHeading', { type })}
        text={t('communitySections.proofRules.resetText', { type })}
        confirmLabel={t('communitySections.proofRules.resetConfirm')}
        pendingLabel={t('communitySections.proofRules.resetting')}
        cancelLabel={t('communitySections.cancel')}
        onConfirm={async () => {
          const settings = { financial_documents_validations: rulesWithout(own, row.code) };
          await section.save({ settings: settings as CommunitySettings });
          panels.done(t('communitySections.proofRules.resetDone', { type }), backToEdit);
        }}
        describeFailure={(error) =>
          sectionFailure(error, () => undefined, t('communitySections.failed')).otherMessages
        }
        onCancel={panels.cancel}
      />
    );
  };

  return (
    <SettingsTable
      caption={t('communitySections.proofRules.caption', {
        group: streamName,
        community: section.community.display_name,
      })}
      headers={[
        t('communitySections.proofRules.columns.type'),
        t('communitySections.proofRules.columns.rule'),
        t('communitySections.proofRules.columns.documents'),
        t('communitySections.proofRules.columns.linkedBank'),
        t('communitySections.item.actions'),
      ]}
      rows={rows}
      rowKey={(row) => row.code}
      cells={(row) => (
        <>
          <th scope="row">{financialSourceType(row.code).label}</th>
          <td>
            <span className={row.customised ? `${look.badge} ${look.badgeOn}` : look.badge}>
              {row.customised
                ? t('communitySections.proofRules.customised')
                : t('communitySections.proofRules.builtIn')}
            </span>
          </td>
          <td className={proofStyles.documents}>{ruleDocuments(row.rule, t)}</td>
          <td>
            {row.rule.allow_manual_document_upload_plaid
              ? t('communitySections.yes')
              : t('communitySections.no')}
          </td>
          <td>
            <div className={styles.rowActions}>{openers(row)}</div>
          </td>
        </>
      )}
      panel={panel}
    />
  );
}
