// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import buttonStyles from './Button.module.css';
import { ConfirmationScreen, type ConfirmationScreenProps } from './ConfirmationScreen';

function show(props: Omit<ConfirmationScreenProps, 'children'>) {
  return render(
    <MemoryRouter>
      <ConfirmationScreen {...props}>
        <p>We e-mailed Sam Lee a link to join your application.</p>
      </ConfirmationScreen>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('ConfirmationScreen', () => {
  it('shows the success and secondary messages, a primary and an outlined secondary button', () => {
    const { container } = show({
      heading: 'Identity verified',
      primary: { label: 'Continue', to: '/maple-court/transaction/7/people' },
      secondary: { label: 'Add Another Person', to: '/maple-court/transaction/7/invite-roommates' },
    });
    const message = screen.getByRole('status');
    expect(message.querySelector('h2')?.textContent).toBe('Identity verified');
    expect(message.textContent).toContain('We e-mailed Sam Lee a link to join your application.');
    const primary = screen.getByRole('link', { name: 'Continue' });
    expect(primary.getAttribute('href')).toBe('/maple-court/transaction/7/people');
    expect(primary.className).toContain(buttonStyles.primary);
    const secondary = screen.getByRole('link', { name: 'Add Another Person' });
    expect(secondary.getAttribute('href')).toBe('/maple-court/transaction/7/invite-roommates');
    expect(secondary.className).toContain(buttonStyles.secondary);
    // The image is decoration: hidden from assistive technology, the words say it all.
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves the heading to the page and the second button out when not given', () => {
    show({ primary: { label: 'Back to My Leases', to: '/maple-court/my-leases' } });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Back to My Leases']);
  });

  it('moves focus to the message, which replaces the form the user was in', () => {
    show({ primary: { label: 'Continue', to: '/next' } });
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });
});
