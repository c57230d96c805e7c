import { roles } from '@portal/domain/constants/roles';
import type { CeremonySession } from '@portal/domain/schemas/signing';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { communities } from '../../db/schema/communities.js';
import { documentSigners, esignSessions, leaseDocuments } from '../../db/schema/lease-documents.js';
import { applicants, leaseTransactions } from '../../db/schema/lease-transactions.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { hashToken } from '../../lib/tokens.js';
import { readCurrentRevision } from '../documents/content-files.js';
import { leaseDocumentFileUrl } from './document-urls.js';

const DISCLOSURE_DIR = 'esign-disclosure';

export const readDisclosure = () => readCurrentRevision(DISCLOSURE_DIR, 'md');

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

export function ceremonyFields(ceremony: Ceremony): CeremonySession['fields'] {
  const signature = {
    id: 'signature',
    kind: 'signature' as const,
    label: 'Signature (type your full legal name)',
  };
  if (isSignOnly(ceremony)) return [signature];
  return [
    { id: 'initials', kind: 'initials', label: 'Initials' },
    { id: 'date', kind: 'date', label: 'Date signed' },
    signature,
  ];
}

/** GET /api/esign/sessions/{session}/: the whole ceremony's content; the first look is recorded as viewed. */
export async function describeCeremony(context: AppContext, token: string): Promise<CeremonySession> {
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
  const disclosure = await readDisclosure();
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
      pdf_url: leaseDocumentFileUrl(context, document.id, now),
    },
    signer: { name: signer.name, email: signer.email, role_label: signer.roleLabel },
    disclosure: { version: disclosure.id, markdown: disclosure.text },
    consented_at: signer.consentedAt?.toISOString() ?? null,
    signed_at: signer.signedAt?.toISOString() ?? null,
    fields: ceremonyFields(found),
  };
}

/** POST /api/esign/sessions/{session}/consent/: consent to electronic records, to the version read. */
export async function consentToElectronicRecords(
  context: AppContext,
  token: string,
  version: string,
  client: { ip: string; userAgent: string | null },
): Promise<{ consented_at: string }> {
  const { signer } = await findCeremony(context, token);
  if (version !== (await readDisclosure()).id) throw new AppError('ValidationError', 'stale_disclosure');
  const now = signer.consentedAt ?? context.clock.now();
  await context.db
    .update(documentSigners)
    .set({ consentedAt: now, consentVersion: version, ipAddress: client.ip, userAgent: client.userAgent })
    .where(and(eq(documentSigners.id, signer.id), isNull(documentSigners.consentedAt)));
  return { consented_at: now.toISOString() };
}
