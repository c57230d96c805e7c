import '@/lib/i18n';
import { ApplicationStatus } from '@portal/domain/constants/application-status';
import type { StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DecisionActions } from './DecisionActions';

const file = (overrides: Partial<StaffApplicationFile>) =>
  ({
    id: 42,
    status: ApplicationStatus.Submitted,
    status_label: 'Submitted',
    can_decide: true,
    ...overrides,
  }) as StaffApplicationFile;

const render = (data: StaffApplicationFile) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <DecisionActions file={data} onDone={() => {}} />
    </QueryClientProvider>,
  );

describe('DecisionActions', () => {
  it('offers the decision to a manager or an admin, with the requests', () => {
    const html = render(file({}));
    expect(html).toContain('Decide…</button>');
    expect(html).toContain('Request income documents…</button>');
    expect(html).not.toContain('A manager or an admin decides');
  });

  it("tells a leasing agent the decision is a manager's, and leaves them the requests", () => {
    const html = render(file({ can_decide: false }));
    expect(html).not.toContain('Decide…');
    expect(html).toContain(
      'A manager or an admin decides this application. You can ask the household for more before they do.',
    );
    expect(html).toContain('Request income documents…</button>');
  });
});
