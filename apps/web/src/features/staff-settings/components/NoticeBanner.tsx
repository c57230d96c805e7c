import { ErrorList } from '@/components/ui/ErrorList';
import { StatusBanner } from '@/components/ui/StatusBanner';
import type { Notice } from './use-notice';

/** A notice, announced at once: a success banner, or the error list. */
export function NoticeBanner({ notice }: { notice: Notice | null | undefined }) {
  if (!notice) return null;
  return notice.tone === 'error' ? (
    <ErrorList messages={[notice.text]} />
  ) : (
    <StatusBanner tone="success" alert messages={[notice.text]} />
  );
}
