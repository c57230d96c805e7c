import '@/lib/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { defaultGoBackPath, TaskCard, type TaskCardProps } from './TaskCard';

function render(props: TaskCardProps, path = '/maple-court/task') {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path=":community/*" element={<TaskCard {...props} />} />
        <Route path="*" element={<TaskCard {...props} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('defaultGoBackPath', () => {
  it("is the community's root, or the portal's without a community", () => {
    expect(defaultGoBackPath('maple-court')).toBe('/maple-court');
    expect(defaultGoBackPath(undefined)).toBe('/');
  });
});

describe('TaskCard', () => {
  it('renders the label, description, tip, the button to its route and Go Back to the root', () => {
    const html = render({
      label: 'Invite Roommates',
      description: 'Everyone 18 or older who will live with you applies too.',
      tip: 'They get an email with a link.',
      action: { to: '/maple-court/invite-roommates', label: 'Invite a Roommate' },
    });
    expect(html).toContain('<h1');
    expect(html).toContain('Invite Roommates</h1>');
    expect(html).toContain('Everyone 18 or older who will live with you applies too.');
    expect(html).toContain('Tip:</span> They get an email with a link.');
    expect(html).toContain('href="/maple-court/invite-roommates"');
    expect(html).toContain('Invite a Roommate</a>');
    expect(html).toMatch(/href="\/maple-court"[^>]*>Go Back<\/a>/);
    expect(html).not.toContain('Add Another');
  });

  it('shows the limit-reached message in place of the button', () => {
    const html = render({
      label: 'Guarantors',
      action: { to: '/maple-court/invite-guarantor', label: 'Invite a Guarantor' },
      limitReachedMessage: 'You have added the most guarantors allowed.',
    });
    expect(html).toContain('You have added the most guarantors allowed.');
    expect(html).not.toContain('Invite a Guarantor');
  });

  it('offers "Add Another {thing}", reports an error and takes another Go Back target', () => {
    const html = render({
      label: 'Pets',
      headingLevel: 2,
      error: 'Oops! We ran into some issues. Please try again later.',
      addAnother: { to: '/maple-court/pets/new', thing: 'Pet' },
      goBackTo: '/maple-court/rental-profile',
    });
    expect(html).toContain('Pets</h2>');
    expect(html).toMatch(/role="alert"[^>]*>Oops! We ran into some issues\. Please try again later\.</);
    expect(html).toMatch(/href="\/maple-court\/pets\/new"[^>]*>Add Another Pet<\/a>/);
    expect(html).toMatch(/href="\/maple-court\/rental-profile"[^>]*>Go Back<\/a>/);
  });

  it('goes back to the portal root outside a community, and can hide Go Back', () => {
    expect(render({ label: 'Task' }, '/')).toMatch(/href="\/"[^>]*>Go Back<\/a>/);
    expect(render({ label: 'Task', goBackTo: false })).not.toContain('Go Back');
  });

  it('escapes text it is given', () => {
    const html = render({ label: '<script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
