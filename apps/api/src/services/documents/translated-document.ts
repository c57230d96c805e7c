import { DEFAULT_LANGUAGE, type Language } from '@portal/domain/constants/languages';
import type { DocumentTranslation } from '@portal/domain/schemas/signable-documents';
import { documentText } from '../../messages/documents-text.js';
import type { SignedTemplates } from './document-templates.js';
import { escapeMarkdownText as md } from './markdown-text.js';

/**
 * A document to sign, written: the English original, which is what is signed and what governs, and for a
 * signer who reads another language the part that comes with it in theirs (decision 0053).
 */
export interface SignedText {
  original: string;
  /**
   * For a signer who reads another language: the part in it that follows the original (the translation
   * under the sentence saying the original governs, or why there is none) and which of the two it is.
   */
  translation: { markdown: string; state: DocumentTranslation } | null;
}

/** The language other than English that one of the signers reads, if any. */
export function translationLanguage(signers: readonly { language: Language }[]): Language | null {
  return signers.find((signer) => signer.language !== DEFAULT_LANGUAGE)?.language ?? null;
}

/** Every heading one level down, so the translated document sits under the translation's heading. */
const belowHeading = (markdown: string) => markdown.replace(/^(#{1,2}) /gm, '#$1 ');

/**
 * The part that follows the English original for a reader of `language`: the translation, `translated`,
 * introduced by the rule that the original governs; or, when there is no translation (a community's own
 * wording), the sentence that says so and why.
 */
export function translationPart(
  language: Language,
  translated: string | null,
  communityName: string,
): string {
  const heading = `# ${documentText(language, 'translation_heading')}`;
  if (translated === null) {
    const missing = documentText(language, 'translation_missing', { community: md(communityName) });
    return `${heading}\n\n**${documentText(language, 'translation_missing_lead')}** ${missing}`;
  }
  const governs = `**${documentText(language, 'translation_governs_lead')}** ${documentText(language, 'translation_governs')}`;
  return `${heading}\n\n${governs}\n\n${belowHeading(translated)}`;
}

/** Fills a document's templates, each in its language, into the text to sign. */
export function fillSignedText(
  templates: SignedTemplates,
  fill: (template: string, language: Language) => string,
  communityName: string,
): SignedText {
  const original = fill(templates.original, DEFAULT_LANGUAGE);
  const { translation } = templates;
  if (translation === null) return { original, translation: null };
  const translated = translation.template === null ? null : fill(translation.template, translation.language);
  return {
    original,
    translation: {
      markdown: translationPart(translation.language, translated, communityName),
      state: translated === null ? 'missing' : 'included',
    },
  };
}
