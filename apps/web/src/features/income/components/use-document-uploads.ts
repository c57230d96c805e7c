import { useReducer, useRef, useState } from 'react';
import { useCommunity } from '@/lib/community-context';
import { useTranslation } from '@/lib/i18n';
import { screenFiles } from '@/lib/uploads/file-screening';
import { uploadFailureMessage } from '@/lib/uploads/upload-failure';
import { uploadToVault } from '@/lib/uploads/vault-uploads';
import { type DocumentEntry, documentListReducer, filesWithinMax } from '../lib/document-list';

/** Notes are kept per group of files: a proof type's id, or "other". */
const groupKey = (proofTypeId: number | null) => (proofTypeId === null ? 'other' : String(proofTypeId));

/**
 * The documents of a source form: files chosen for a proof are checked, cut to what the proof still takes,
 * and each is posted to the vault as its own request, all at once (spec part 2 §7). What went wrong is
 * noted beside the proof it was chosen for.
 */
export function useDocumentUploads(initial: readonly DocumentEntry[]) {
  const { t } = useTranslation();
  const community = useCommunity();
  const [entries, dispatch] = useReducer(documentListReducer, [...initial]);
  const [notes, setNotes] = useState<Readonly<Record<string, readonly string[]>>>({});
  const nextKey = useRef(0);

  const addNote = (group: string, note: string) =>
    setNotes((current) => ({ ...current, [group]: [...(current[group] ?? []), note] }));

  function choose(proofTypeId: number | null, max: number, files: readonly File[]) {
    const group = groupKey(proofTypeId);
    const { accepted, problems } = screenFiles(files);
    const held = entries.filter((entry) => entry.proofTypeId === proofTypeId).length;
    const { taken, ignored } = filesWithinMax(accepted, held, max);
    setNotes((current) => ({
      ...current,
      [group]: [
        ...problems,
        ...(ignored > 0 ? [t('income.documents.ignored', { count: ignored, max: String(max) })] : []),
      ],
    }));
    const added = taken.map((file) => {
      nextKey.current += 1;
      return { file, entry: { key: `new-${nextKey.current}`, proofTypeId, name: file.name, id: null } };
    });
    dispatch({ type: 'add', entries: added.map(({ entry }) => entry) });
    for (const { file, entry } of added) {
      uploadToVault(community.vgs_config.vault_url, file, proofTypeId).then(
        (uploaded) => {
          if (!uploaded.contains_password_protected_document) {
            dispatch({ type: 'uploaded', key: entry.key, id: uploaded.id });
            return;
          }
          // Nobody could open it to review it: better asked for again now than flagged later.
          dispatch({ type: 'failed', key: entry.key });
          addNote(group, t('income.documents.passwordProtected', { file: file.name }));
        },
        (error: unknown) => {
          dispatch({ type: 'failed', key: entry.key });
          addNote(group, uploadFailureMessage(error, file.name));
        },
      );
    }
  }

  return {
    entries,
    notesOf: (proofTypeId: number | null) => notes[groupKey(proofTypeId)] ?? [],
    choose,
    remove: (key: string) => dispatch({ type: 'remove', key }),
  };
}

export type DocumentUploads = ReturnType<typeof useDocumentUploads>;
