// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver, type SchemaLoader, useSchemaForm } from './use-schema-form';

afterEach(cleanup);

const emailSchema = z.object({ email: z.string().trim().email('Must be a valid Email') });
type EmailValues = z.input<typeof emailSchema>;

function EmailForm({
  schema,
  onValid,
}: {
  schema: SchemaLoader<EmailValues, EmailValues>;
  onValid: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<EmailValues>({ schema, defaultValues: { email: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <label htmlFor="email">Email</label>
      <input id="email" {...register('email')} />
      {errors.email ? <p role="alert">{errors.email.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('useSchemaForm', () => {
  it('does not load the schema with the page, but as soon as something is typed', async () => {
    const schema = vi.fn(async () => emailSchema);
    render(<EmailForm schema={schema} onValid={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(schema).not.toHaveBeenCalled();
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'a' } });
    await waitFor(() => expect(schema).toHaveBeenCalledTimes(1));
  });

  it('shows the schema’s message under the field, and sends nothing that fails it', async () => {
    const onValid = vi.fn();
    render(<EmailForm schema={async () => emailSchema} onValid={onValid} />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not an e-mail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Must be a valid Email');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the schema’s output once the values pass', async () => {
    const onValid = vi.fn();
    render(<EmailForm schema={async () => emailSchema} onValid={onValid} />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: ' ana@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'ana@example.com' });
  });
});

const nameAndEmailSchema = z.object({
  name: z.string().min(1, 'Enter a name'),
  email: z.string().email('Must be a valid Email'),
});
type NameAndEmail = z.input<typeof nameAndEmailSchema>;

function NameAndEmailForm({ onValid }: { onValid: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm<NameAndEmail>({
    schema: async () => nameAndEmailSchema,
    defaultValues: { name: '', email: '' },
  });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <label htmlFor="name">Name</label>
      <input id="name" {...register('name')} />
      {errors.name ? <p role="alert">{errors.name.message}</p> : null}
      <label htmlFor="email">Email</label>
      <input id="email" {...register('email')} />
      {errors.email ? <p role="alert">{errors.email.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

/** What a browser does on a press: a press that is not cancelled moves the focus to what was pressed. */
function press(element: HTMLElement) {
  if (fireEvent.mouseDown(element)) element.focus();
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a press on the submit button (the lost click, issue 38)', () => {
  it('checks nothing before the click, which then shows every message and focuses the first', async () => {
    const onValid = vi.fn();
    render(<NameAndEmailForm onValid={onValid} />);
    const email = screen.getByLabelText('Email');
    email.focus();
    fireEvent.input(email, { target: { value: 'not an e-mail' } });
    const send = screen.getByRole('button', { name: 'Send' });
    press(send);
    await settled();
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.mouseUp(send);
    fireEvent.click(send);
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        'Enter a name',
        'Must be a valid Email',
      ]),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('still checks a field left for another one', async () => {
    render(<NameAndEmailForm onValid={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    email.focus();
    fireEvent.input(email, { target: { value: 'not an e-mail' } });
    press(screen.getByLabelText('Name'));
    expect((await screen.findByRole('alert')).textContent).toBe('Must be a valid Email');
  });
});

describe('lazySchemaResolver', () => {
  it('leaves the check to the API when the schema cannot be fetched, and fetches it again next time', async () => {
    const schema = vi
      .fn<() => Promise<typeof emailSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(emailSchema);
    const resolve = lazySchemaResolver<EmailValues, EmailValues>(schema, () => 'en');
    const values = { email: 'not an e-mail' };
    expect(await resolve(values, undefined, resolverOptions)).toEqual({ values, errors: {} });
    const checked = await resolve(values, undefined, resolverOptions);
    expect(checked.errors.email?.message).toBe('Must be a valid Email');
    expect(schema).toHaveBeenCalledTimes(2);
  });

  it('fetches the schema once for every check after it', async () => {
    const schema = vi.fn(async () => emailSchema);
    const resolve = lazySchemaResolver<EmailValues, EmailValues>(schema, () => 'en');
    resolve.preload();
    await resolve({ email: 'ana@example.com' }, undefined, resolverOptions);
    await resolve({ email: 'ana@example.com' }, undefined, resolverOptions);
    expect(schema).toHaveBeenCalledTimes(1);
  });
});
