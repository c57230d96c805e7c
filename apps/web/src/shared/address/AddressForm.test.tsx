// @vitest-environment happy-dom
import '@/lib/i18n';
import type { AddressSuggestion } from '@portal/domain/schemas/address-suggestions';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressForm } from './AddressForm';
import { NO_SAVED_ADDRESS } from './address-form';
import type { MapsProvider } from './maps-provider';

const congress: AddressSuggestion = {
  id: 'c',
  label: '500 Congress Ave, Austin, TX 78701',
  street: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
};
const provider: MapsProvider = { predict: async () => [congress] };

function renderForm() {
  const onSave = vi.fn(async () => undefined);
  render(<AddressForm saved={NO_SAVED_ADDRESS} provider={provider} onSave={onSave} />);
  return onSave;
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
  return input;
};

afterEach(cleanup);

describe('AddressForm, typed field by field', () => {
  it('shows a wrong ZIP code under its field and sends nothing', async () => {
    const onSave = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Enter it manually' }));
    type('Street', '1100 Congress Ave');
    type('City', 'Austin');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'TX' } });
    const zip = type('ZIP', '7870');

    const error = await screen.findByText('Enter a 5-digit ZIP code');
    expect(zip.getAttribute('aria-describedby')).toContain(error.id);
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(zip.closest('form') as HTMLFormElement);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the address as the API takes it: trimmed, an empty line 2 as null', async () => {
    const onSave = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Enter it manually' }));
    type('Street', ' 1100 Congress Ave ');
    type('City', 'Austin');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'TX' } });
    type('ZIP', '78701');
    const save = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      address_street: '1100 Congress Ave',
      address_line_2: null,
      address_city: 'Austin',
      address_state: 'TX',
      address_postal_code: '78701',
    });
  });
});

describe('AddressForm, searched', () => {
  it('shows a line 2 that is too long under it and sends nothing', async () => {
    const onSave = renderForm();
    type('Search for your address', congress.label);
    const line2 = type('Apt/Ste/Floor', 'x'.repeat(101));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const error = await screen.findByText('Exceeds 100 characters');
    expect(line2.getAttribute('aria-describedby')).toContain(error.id);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the address the search found, with the line 2 typed', async () => {
    const onSave = renderForm();
    type('Search for your address', congress.label);
    type('Apt/Ste/Floor', 'Apt 4B');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      address_street: '500 Congress Ave',
      address_line_2: 'Apt 4B',
      address_city: 'Austin',
      address_state: 'TX',
      address_postal_code: '78701',
    });
  });

  it('carries what was entered across a switch to the fields and back', async () => {
    renderForm();
    type('Search for your address', congress.label);
    type('Apt/Ste/Floor', 'Apt 4B');
    fireEvent.click(screen.getByRole('radio', { name: 'Enter it manually' }));
    expect((screen.getByLabelText('Street') as HTMLInputElement).value).toBe('500 Congress Ave');
    expect((screen.getByLabelText('Apt/Ste/Floor') as HTMLInputElement).value).toBe('Apt 4B');

    type('Street', '1100 Congress Ave');
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Search for it' }));
    expect((screen.getByLabelText('Search for your address') as HTMLInputElement).value).toBe(
      '1100 Congress Ave, Austin, TX 78701',
    );
    expect((screen.getByLabelText('Apt/Ste/Floor') as HTMLInputElement).value).toBe('Apt 4B');
  });
});
