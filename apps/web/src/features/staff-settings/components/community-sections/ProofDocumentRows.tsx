import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { InlineError } from '@/components/ui/InlineError';
import {
  hasBuiltInWords,
  newProof,
  PROOF_KINDS,
  type ProofRuleValues,
  proofWords,
} from '@/features/staff-settings/lib/proof-rules-form';
import { useTranslation } from '@/lib/i18n';
import styles from './CommunitySections.module.css';
import { SelectField, TextField } from './FormFields';
import look from './ProofRules.module.css';

/**
 * The documents a rule accepts, a group each (its kind, the name and words applicants see, how many
 * files it takes), each removable (focus going on to Add), and Add a document while a kind is left.
 */
export function ProofDocumentRows() {
  const { t } = useTranslation();
  const id = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const { control, formState, getValues, setValue } = useFormContext<ProofRuleValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'proofs' });
  const proofs = useWatch({ control, name: 'proofs' });
  // A message about the list as a whole (a kind named twice, by the API) is the list's own.
  const message = formState.errors.proofs?.root?.message;
  const added = newProof(proofs ?? []);
  const kinds = PROOF_KINDS.map((kind) => ({
    value: String(kind),
    label: proofWords(String(kind))?.label ?? '',
  }));

  // A proof still in a kind's built-in words takes the new kind's words; words of the admin's own stay.
  const kindChosen = (index: number, kind: string) => {
    const proof = getValues(`proofs.${index}`);
    const words = proofWords(kind);
    if (!words || !hasBuiltInWords(proof)) return;
    setValue(`proofs.${index}.label`, words.label);
    setValue(`proofs.${index}.description`, words.description);
  };

  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}>
      <legend className={styles.legend}>{t('communitySections.proofRules.proofs')}</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('communitySections.proofRules.proofsHint')}
      </p>
      {fields.length === 0 ? (
        <p className={styles.muted}>{t('communitySections.proofRules.noProofs')}</p>
      ) : null}
      <ul className={styles.repeatList}>
        {fields.map((field, index) => {
          const label = proofs?.[index]?.label.trim();
          return (
            <li key={field.id}>
              <fieldset className={look.proofGroup}>
                <legend className={styles.choiceLegend}>
                  {t('communitySections.proofRules.proofLegend', { number: index + 1 })}
                </legend>
                <SelectField
                  name={`proofs.${index}.id`}
                  label={t('communitySections.proofRules.kind')}
                  hint={t('communitySections.proofRules.kindHint')}
                  options={kinds}
                  onChange={(kind) => kindChosen(index, kind)}
                />
                <TextField name={`proofs.${index}.label`} label={t('communitySections.proofRules.label')} />
                <TextField
                  name={`proofs.${index}.description`}
                  label={t('communitySections.proofRules.description')}
                  long
                />
                <div className={look.proofCounts}>
                  <TextField
                    name={`proofs.${index}.min_required`}
                    label={t('communitySections.proofRules.min')}
                    hint={t('communitySections.proofRules.minHint')}
                    inputMode="numeric"
                  />
                  <TextField
                    name={`proofs.${index}.max_required`}
                    label={t('communitySections.proofRules.max')}
                    inputMode="numeric"
                  />
                </div>
                <Button
                  variant="secondary"
                  className={styles.addButton}
                  aria-label={
                    label
                      ? t('communitySections.proofRules.removeProofNamed', { label })
                      : t('communitySections.proofRules.removeProofBlank', { number: index + 1 })
                  }
                  onClick={() => {
                    remove(index);
                    addRef.current?.focus();
                  }}
                >
                  {t('communitySections.proofRules.removeProof')}
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ul>
      <InlineError id={`${id}-error`} message={message} />
      {added ? (
        <Button ref={addRef} variant="secondary" className={styles.addButton} onClick={() => append(added)}>
          {t('communitySections.proofRules.addProof')}
        </Button>
      ) : (
        <p className={styles.muted}>{t('communitySections.proofRules.allKindsListed')}</p>
      )}
    </fieldset>
  );
}
