import type { Language } from '@portal/domain/constants/languages';
import { HOLDING_DEPOSIT_TERMS_CONTENT_TYPE } from '@portal/domain/schemas/payment-terms';
import type { ScreeningCriteria } from '@portal/domain/schemas/screening';
import type { AppContext } from '../../app-context.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { placeOf } from '../documents/application-place.js';
import { fillTemplate } from '../documents/markdown-text.js';
import { currentScreeningCriteriaRevision } from '../documents/terms-revisions.js';
import type { TransactionAccess } from '../transactions/transaction-access.js';

/**
 * GET /api/transaction/{id}/screening-criteria/: the criteria the applicant accepts on the Screening step,
 * in `language`, naming this application's community and company. The markup comes only from our own content file and
 * every inserted value is escaped, so the result is safe to render.
 */
export async function getScreeningCriteria(
  context: AppContext,
  access: TransactionAccess,
  language: Language,
): Promise<ScreeningCriteria> {
  const [revision, place] = await Promise.all([
    currentScreeningCriteriaRevision(language),
    placeOf(context, access),
  ]);
  const html = fillTemplate(
    revision.text,
    { community: place.community, company: place.company, phone: place.phone },
    escapeHtml,
  );
  return { html, current_revision: { id: revision.id, content_type: HOLDING_DEPOSIT_TERMS_CONTENT_TYPE } };
}
