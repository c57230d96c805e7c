import { Button } from './Button';
import { ErrorList } from './ErrorList';

export interface LoadFailureProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
}

/** Something the page needs did not load: say so at once, and offer to ask again. */
export function LoadFailure({ message, retryLabel, onRetry, retrying }: LoadFailureProps) {
  return (
    <ErrorList messages={[message]}>
      <Button
        variant="secondary"
        onClick={retrying ? undefined : onRetry}
        aria-disabled={retrying || undefined}
      >
        {retryLabel}
      </Button>
    </ErrorList>
  );
}
