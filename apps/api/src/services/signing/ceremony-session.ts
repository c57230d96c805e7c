import { type Language, languages } from '@portal/domain/constants/languages';
import { roles } from '@portal/domain/constants/roles';
import type { CeremonySession } from '@portal/domain/schemas/signing';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, esignSessions, leaseDocuments } from '../../db/schema/lease-documents.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashToken } from '../../lib/tokens.js';
import { type ContentRevision, readCurrentRevisionIn } from '../documents/content-files.js';
import { leaseDocumentFileUrl } from './document-urls.js';

const DISCLOSURE_DIR = 'esign-disclosure';

/**
 * The consumer disclosure in `language`. Each language's text is its own revision (`2026-11-25.md`,
 * `2026-11-28.es.md`) with its own version (`2026-11-28-es`), so a consent records the very text read.
 */
export const readDisclosure = (language: Language): Promise<ContentRevision> =>
  readCurrentRevisionIn(DISCLOSURE_DIR, 'md', language);

/** What the ceremony's fields are called, in the signer's language (the web shows them as given). */
const FIELD_LABELS: Record<Language, Record<FieldKind, string>> = {
  en: { signature: 'Signature (type your full legal name)', initials: 'Initials', date: 'Date signed' },
  es: {
    signature: 'Firma (escriba su nombre legal completo)',
    initials: 'Iniciales',
    date: 'Fecha de la firma',
  },
};

/** The ceremony a token opens, while it lasts: the signer, their document, its community. */
export async function findCeremony(context: AppContext, token: string) {
  const [row] = await context.db
    .select({
      ceremony: esignSessions,
      signer: documentSigners,
      document: leaseDocuments,
      community: communities,
      applicantRole: applicants.role,
    })
    .from(esignSessions)
    .innerJoin(documentSigners, eq(documentSigners.id, esignSessions.signerId))
    .innerJoin(leaseDocuments, eq(leaseDocuments.id, documentSigners.documentId))
    .innerJoin(leaseTransactions, eq(leaseTransactions.id, leaseDocuments.transactionId))
    .innerJoin(communities, eq(communities.id, leaseTransactions.communityId))
    .leftJoin(applicants, eq(applicants.id, documentSigners.applicantId))
    .where(
      and(eq(esignSessions.tokenHash, hashToken(token)), gt(esignSessions.expiresAt, context.clock.now())),
    );
  if (!row) throw notFound('ceremony_ended');
  return row;
}

export type Ceremony = Awaited<ReturnType<typeof findCeremony>>;

/** Embedded mode gives a guarantor the signature alone (spec: guarantor mode is sign only). */
export const isSignOnly = ({ ceremony, applicantRole }: Ceremony) =>
  ceremony.mode === 'embedded' && applicantRole === roles.guarantor.code;

type FieldKind = CeremonySession['fields'][number]['kind'];

/** The fields a signer fills in, in order. */
export const fieldKindsOf = (ceremony: Ceremony): FieldKind[] =>
  isSignOnly(ceremony) ? ['signature'] : ['initials', 'date', 'signature'];

export const ceremonyFields = (ceremony: Ceremony, language: Language): CeremonySession['fields'] =>
  fieldKindsOf(ceremony).map((kind) => ({ id: kind, kind, label: FIELD_LABELS[language][kind] }));

/**
 * GET /api/esign/sessions/{session}/: the whole ceremony's content, its disclosure and fields in `language`;
 * the first look is recorded as viewed.
 */
export async function describeCeremony(
  context: AppContext,
  token: string,
  language: Language,
): Promise<CeremonySession> {
  const found = await findCeremony(context, token);
  const { signer, document, community, ceremony } = found;
  if (document.status === 'voided') throw notFound('ceremony_ended');
  const now = context.clock.now();
  if (!signer.viewedAt) {
    await context.db
      .update(documentSigners)
      .set({ viewedAt: now })
      .where(and(eq(documentSigners.id, signer.id), isNull(documentSigners.viewedAt)));
  }
  const disclosure = await readDisclosure(language);
  return {
    mode: ceremony.mode,
    sign_only: isSignOnly(found),
    requires_security_pin: ceremony.securityPinHash !== null,
    community: { slug: community.slug, display_name: community.displayName },
    transaction_id: document.transactionId,
    document: {
      id: document.id,
      name: document.name,
      document_type: document.documentType,
      markdown: document.markdown,
      translation:
        document.translation && document.translationMarkdown !== null
          ? { status: document.translation, markdown: document.translationMarkdown }
          : null,
      pdf_url: leaseDocumentFileUrl(context, document.id, now),
    },
    signer: { name: signer.name, email: signer.email, role_label: signer.roleLabel },
    disclosure: { version: disclosure.id, markdown: disclosure.text },
    consented_at: signer.consentedAt?.toISOString() ?? null,
    signed_at: signer.signedAt?.toISOString() ?? null,
    fields: ceremonyFields(found, language),
  };
}

/**
 * POST /api/esign/sessions/{session}/consent/: consent to electronic records, to the version read: the
 * current disclosure in any of the portal's languages.
 */
export async function consentToElectronicRecords(
  context: AppContext,
  token: string,
  version: string,
  client: { ip: string; userAgent: string | null },
): Promise<{ consented_at: string }> {
  const { signer } = await findCeremony(context, token);
  const current = await Promise.all(languages.map(readDisclosure));
  if (!current.some((disclosure) => disclosure.id === version)) {
    throw new AppError('ValidationError', 'stale_disclosure');
  }
  const now = signer.consentedAt ?? context.clock.now();
  await context.db
    .update(documentSigners)
    .set({ consentedAt: now, consentVersion: version, ipAddress: client.ip, userAgent: client.userAgent })
    .where(and(eq(documentSigners.id, signer.id), isNull(documentSigners.consentedAt)));
  return { consented_at: now.toISOString() };
}
