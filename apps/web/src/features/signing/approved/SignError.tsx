import { StatusBanner } from '../../../components/ui/StatusBanner';

/** What the signing steps need of useSignDocument, and whether this session may sign at all. */
export interface SigningControls {
  sign: (documentId: number) => void;
  busyDocument: number | null;
  error: string | null;
  maySign: boolean;
}

/** A signing failure, announced at once (role="alert"). */
export function SignError({ message }: { message: string | null }) {
  return message ? <StatusBanner tone="error" messages={[message]} /> : null;
}
