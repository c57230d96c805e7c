// @vitest-environment happy-dom
import { passwordResetRequestSchema } from '@portal/domain/schemas/credentials';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useOfferedLanguages } from '@/app/shell/use-offered-languages';
import { Field } from '@/components/ui/Field';
import { showLanguage } from '../i18n';
import { chooseLanguage } from '../language-choice';
import { useSchemaForm } from './use-schema-form';

// Issue 38: a renter who reads Spanish reads the form's own checks in Spanish too, the shared schema's
// texts and zod's own wording alike; the staff console's forms stay English with it (decision 0050).

afterEach(async () => {
  cleanup();
  await act(() => chooseLanguage('en'));
});

// A shared schema's rule (its English text is one of the schema templates) and a rule with zod's wording.
const resetSchema = passwordResetRequestSchema.pick({ email: true }).extend({ nickname: z.string().min(2) });
type ResetValues = z.input<typeof resetSchema>;
const loadResetSchema = async () => resetSchema;

function ResetForm({ emailTaken = false }: { emailTaken?: boolean }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useSchemaForm<ResetValues>({ schema: loadResetSchema, defaultValues: { email: '', nickname: '' } });
  const submit = handleSubmit(() => {
    if (emailTaken) setError('email', { type: 'server', message: 'Ese correo ya tiene una cuenta.' });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Field label="Email" error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} />}
      </Field>
      <Field label="Nickname" error={errors.nickname?.message}>
        {(control) => <input {...control} {...register('nickname')} />}
      </Field>
      <button type="submit">Send</button>
    </form>
  );
}

/** What the community shell does for the page it frames: offer its languages, or English on the staff console. */
function ShellLanguages({ children }: { children: ReactNode }) {
  useOfferedLanguages(['en', 'es']);
  return children;
}

function fillAndSend(email: string, nickname: string) {
  fireEvent.input(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.input(screen.getByLabelText('Nickname'), { target: { value: nickname } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

/** The message the field is described by, once it says `text`; it sits in a live region, so it is announced. */
async function expectFieldMessage(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await waitFor(() => {
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    const message = describedBy ? document.getElementById(describedBy) : null;
    expect(message?.textContent).toBe(text);
  });
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const message = document.getElementById(input.getAttribute('aria-describedby') ?? '');
  expect(message?.closest('[aria-live="polite"]')).not.toBeNull();
}

describe('a form’s own checks in the reader’s language', () => {
  it('says a shared schema’s message and zod’s own in Spanish, under their fields', async () => {
    await act(() => showLanguage('es'));
    render(<ResetForm />);
    fillAndSend('not an e-mail', 'a');
    await expectFieldMessage('Email', 'Debe ser un correo electrónico válido');
    await expectFieldMessage('Nickname', 'Demasiado pequeño: se esperaba que texto tuviera >=2 caracteres');
  });

  it('says them again in English after a switch, keeping what was typed and what the API answered', async () => {
    await act(() => showLanguage('es'));
    render(<ResetForm emailTaken />);
    fillAndSend('ana@example.com', 'Ana');
    await expectFieldMessage('Email', 'Ese correo ya tiene una cuenta.');
    fireEvent.input(screen.getByLabelText('Nickname'), { target: { value: 'A' } });
    await expectFieldMessage('Nickname', 'Demasiado pequeño: se esperaba que texto tuviera >=2 caracteres');

    await act(() => showLanguage('en'));
    await expectFieldMessage('Nickname', 'Too small: expected string to have >=2 characters');
    expect((screen.getByLabelText('Nickname') as HTMLInputElement).value).toBe('A');
    await expectFieldMessage('Email', 'Ese correo ya tiene una cuenta.');
  });

  it('keeps the staff console’s forms in English for a reader who chose Spanish', async () => {
    await act(() => chooseLanguage('es'));
    render(
      <MemoryRouter initialEntries={['/maple-court/staff/applications/7']}>
        <ShellLanguages>
          <ResetForm />
        </ShellLanguages>
      </MemoryRouter>,
    );
    fillAndSend('not an e-mail', 'a');
    await expectFieldMessage('Email', 'Must be a valid Email');
    await expectFieldMessage('Nickname', 'Too small: expected string to have >=2 characters');
  });
});
