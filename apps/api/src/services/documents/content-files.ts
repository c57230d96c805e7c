import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, type Language, languages } from '@portal/domain/constants/languages';

/** apps/api/content: the same path from src/ (tests) and dist/ (production). */
export const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url));

/**
 * A read kept for the process's life: the content files ship with the deployment and change only with it.
 * A failed read is not remembered, so a later request tries again.
 */
function readOnce<T>(reads: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let kept = reads.get(key);
  if (!kept) {
    kept = read();
    kept.catch(() => reads.delete(key));
    reads.set(key, kept);
  }
  return kept;
}

const texts = new Map<string, Promise<string>>();

/** A content file's text, read once. Line endings are normalised so a file edited on Windows reads the same. */
export const readContentFile = (relativePath: string): Promise<string> =>
  readOnce(texts, relativePath, async () =>
    (await readFile(join(contentDir, relativePath), 'utf8')).replace(/\r\n?/g, '\n'),
  );

/** Where a content file's text in `language` is: English `name.md`, its translation beside (`name.es.md`). */
export function pathIn(relativePath: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? relativePath : relativePath.replace(/(\.\w+)$/, `.${language}$1`);
}

/** A content file's text in `language`. */
export const readContentFileIn = (relativePath: string, language: Language): Promise<string> =>
  readContentFile(pathIn(relativePath, language));

const listings = new Map<string, Promise<string[]>>();

/** The names of the files in a content folder, sorted, listed once. */
const listContentFiles = (relativeDir: string): Promise<string[]> =>
  readOnce(listings, relativeDir, async () => (await readdir(join(contentDir, relativeDir))).sort());

export interface ContentRevision {
  /** The date the revision took effect (YYYY-MM-DD), from its file name. */
  id: string;
  text: string;
}

/**
 * The newest revision of a revisioned document. Each revision is its own file in `relativeDir`, named by
 * the date it took effect (`2026-11-01.md`), so publishing new terms is adding a file and old ones stay
 * on record, and an acceptance names the exact text agreed to.
 */
export async function readCurrentRevision(relativeDir: string, extension: string): Promise<ContentRevision> {
  const revisionFile = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})\\.${extension}$`);
  const revisions = (await listContentFiles(relativeDir))
    .map((name) => revisionFile.exec(name)?.[1])
    .filter((id): id is string => id !== undefined);
  const current = revisions.at(-1);
  if (!current) throw new Error(`No revision in content/${relativeDir}`);
  return { id: current, text: await readContentFile(`${relativeDir}/${current}.${extension}`) };
}

/**
 * The newest revision in `language`. A translation is a revision of its own (`2026-11-01.es.md` beside
 * `2026-11-01.md`) with its own id (`2026-11-01-es`), so an acceptance records the very text read.
 */
export async function readCurrentRevisionIn(
  relativeDir: string,
  extension: string,
  language: Language,
): Promise<ContentRevision> {
  if (language === DEFAULT_LANGUAGE) return readCurrentRevision(relativeDir, extension);
  const revision = await readCurrentRevision(relativeDir, `${language}.${extension}`);
  return { ...revision, id: `${revision.id}-${language}` };
}

/** The current revision's id in every language: accepting any of them is accepting the current text. */
export const currentRevisionIds = (relativeDir: string, extension: string): Promise<string[]> =>
  Promise.all(
    languages.map(async (language) => (await readCurrentRevisionIn(relativeDir, extension, language)).id),
  );
