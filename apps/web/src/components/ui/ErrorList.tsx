import type { ReactNode } from 'react';
import { StatusBanner } from './StatusBanner';

export interface ErrorListProps {
  messages: readonly string[];
  children?: ReactNode;
}

/** The error messages of a form or a page, announced as soon as they appear (role="alert"). */
export function ErrorList({ messages, children }: ErrorListProps) {
  return (
    <StatusBanner tone="error" messages={messages}>
      {children}
    </StatusBanner>
  );
}
