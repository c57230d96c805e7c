import type { DocumentValidationRule, ProofDocumentRule } from '@portal/domain/income/document-rules';
import { ProofType } from '@portal/domain/income/proof-documents';
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button, buttonClassName } from '@/components/ui/Button';
import { useTranslation } from '@/lib/i18n';
import { ACCEPTED_FILE_TYPES } from '@/lib/uploads/file-screening';
import { type DocumentEntry, OTHER_DOCUMENTS_MAX } from '../lib/document-list';
import styles from './Income.module.css';
import type { DocumentUploads as Uploads } from './use-document-uploads';

interface DocumentUploadsProps {
  rule: DocumentValidationRule;
  /** The form's documents that belong to this rule. */
  entries: readonly DocumentEntry[];
  uploads: Uploads;
}

/** One group per proof the rule lists (spec part 2 §3, §5), then the optional other documents. */
export function DocumentUploads({ rule, entries, uploads }: DocumentUploadsProps) {
  const { t } = useTranslation();
  const requirement = (proof: ProofDocumentRule) => {
    if (proof.min_required === 0) return t('income.documents.upTo', { count: proof.max_required });
    if (proof.min_required === proof.max_required)
      return t('income.documents.exactly', { count: proof.min_required });
    return t('income.documents.range', {
      min: String(proof.min_required),
      max: String(proof.max_required),
    });
  };
  return (
    <>
      {rule.proof_documents.length > 1 ? (
        <p>{rule.require_all ? t('income.documents.allOf') : t('income.documents.oneOf')}</p>
      ) : null}
      {rule.proof_documents.map((proof) => (
        <DocumentGroup
          key={proof.id}
          proofTypeId={proof.id}
          label={proof.label}
          description={`${proof.description}. ${requirement(proof)}`}
          tip={proof.id === ProofType.Paystubs ? t('income.documents.paystubTip') : null}
          max={proof.max_required}
          entries={entries}
          uploads={uploads}
        />
      ))}
      <DocumentGroup
        proofTypeId={null}
        label={t('income.documents.other.label')}
        description={`${t('income.documents.other.description')} ${t('income.documents.upTo', { count: OTHER_DOCUMENTS_MAX })}`}
        tip={null}
        max={OTHER_DOCUMENTS_MAX}
        entries={entries}
        uploads={uploads}
      />
    </>
  );
}

interface DocumentGroupProps {
  /** The proof the files are uploaded as; null for the other documents. */
  proofTypeId: number | null;
  label: string;
  description: string;
  tip: string | null;
  max: number;
  entries: readonly DocumentEntry[];
  uploads: Uploads;
}

/**
 * A proof's files: what it asks for, the files added with their progress, and a file picker (a real
 * input under a label drawn as a button) that closes once the proof holds as many files as it takes.
 */
export function DocumentGroup({
  proofTypeId,
  label,
  description,
  tip,
  max,
  entries,
  uploads,
}: DocumentGroupProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const files = entries.filter((entry) => entry.proofTypeId === proofTypeId);
  const full = files.length >= max;
  const notes = uploads.notesOf(proofTypeId);
  const describedBy = [`${id}-description`, tip ? `${id}-tip` : null, `${id}-accepted`, `${id}-notes`]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.proof}>
      <legend className={styles.proofLegend}>{label}</legend>
      <p id={`${id}-description`} className={styles.hint}>
        {description}
      </p>
      {tip ? (
        <p id={`${id}-tip`} className={styles.hint}>
          {tip}
        </p>
      ) : null}
      <ul
        className={styles.files}
        aria-label={t('income.documents.filesLabel', { label })}
        aria-live="polite"
      >
        {files.map((file) => (
          <li key={file.key} className={styles.file}>
            <span className={styles.fileName}>
              {file.name}{' '}
              <span className={styles.fileStatus}>
                ({file.id === null ? t('income.documents.uploading') : t('income.documents.uploaded')})
              </span>
            </span>
            <Button
              variant="secondary"
              onClick={() => {
                // The button goes with its file: focus returns to the picker of the same proof, which
                // must have re-rendered first (a full proof's picker was disabled).
                flushSync(() => uploads.remove(file.key));
                input.current?.focus();
              }}
            >
              {t('income.documents.remove')}
              <span className={styles.visuallyHidden}> {file.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.picker}>
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.fileInput}
          type="file"
          multiple
          accept={ACCEPTED_FILE_TYPES}
          disabled={full}
          aria-describedby={describedBy}
          onChange={(event) => {
            uploads.choose(proofTypeId, max, [...(event.currentTarget.files ?? [])]);
            // Cleared, so choosing the same file again is a change too.
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={`${id}-input`} className={buttonClassName('secondary')}>
          {t('income.documents.add', { label })}
        </label>
        <p id={`${id}-accepted`} className={styles.hint}>
          {full ? t('income.documents.full') : t('income.documents.accepted')}
        </p>
      </div>
      <div id={`${id}-notes`} role="alert" className={notes.length > 0 ? styles.notes : styles.notesEmpty}>
        {notes.map((note, index) => (
          // The same note may come twice (two files failing alike); their order is all that tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{note}</p>
        ))}
      </div>
    </fieldset>
  );
}
