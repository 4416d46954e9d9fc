import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from './api-client';
import { applyServerIssues, fieldOfIssue } from './server-issues';

type Values = { email: string; phone: string; contractA: { text: string } };

function badRequest(issues: Array<{ path: string; message: string }>, status = 400) {
  return new ApiError(status, 'Bad Request', JSON.stringify({ code: 'bad_request', message: 'Invalid', issues }));
}

/** A form whose Save fails with `err`, as a mutation's onError would see it. */
function Sample({ err, onPlaced }: { err: unknown; onPlaced: (placed: boolean) => void }) {
  const form = useForm<Values>({ defaultValues: { email: '', phone: '', contractA: { text: '' } } });
  const { errors } = form.formState;
  const save = () => onPlaced(applyServerIssues(form.setError, err, ['email', 'phone', 'contractA.text']));
  return (
    <form>
      <TextField label="Email" error={errors.email?.message} {...form.register('email')} />
      <TextField label="Phone" error={errors.phone?.message} {...form.register('phone')} />
      <TextField label="Contract A text" error={errors.contractA?.text?.message} {...form.register('contractA.text')} />
      <button type="button" onClick={save}>
        Save
      </button>
    </form>
  );
}

async function place(err: unknown) {
  const onPlaced = vi.fn();
  const { unmount } = render(<Sample err={err} onPlaced={onPlaced} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  return { placed: onPlaced.mock.calls[0]?.[0] as boolean, unmount };
}

describe('applyServerIssues', () => {
  it("shows a 400 answer's issues beside their fields and focuses the first", async () => {
    const { placed } = await place(
      badRequest([
        { path: 'body.phone', message: 'Enter a valid US phone number' },
        { path: 'body.email', message: 'Valid email is required' },
      ]),
    );
    expect(placed).toBe(true);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Enter a valid US phone number');
    expect(screen.getByLabelText('Phone')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Valid email is required');
  });

  it('places nested paths on their field and keeps the first message of each', async () => {
    await place(
      badRequest([
        { path: 'body.contractA.text', message: 'Each contract needs at least 100 characters of text.' },
        { path: 'body.contractA.text', message: 'A second message' },
      ]),
    );
    expect(screen.getByLabelText('Contract A text')).toHaveAccessibleDescription(
      'Each contract needs at least 100 characters of text.',
    );
  });

  it('places nothing for other answers, other errors or issues the form has no field for', async () => {
    const unplaceable = [
      badRequest([{ path: 'body.email', message: 'x' }], 422),
      new Error('offline'),
      badRequest([{ path: 'params.id', message: 'Invalid id' }]),
      new ApiError(400, 'Bad Request', ''),
    ];
    for (const err of unplaceable) {
      const { placed, unmount } = await place(err);
      expect(placed).toBe(false);
      expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
      unmount();
    }
  });
});

describe('fieldOfIssue', () => {
  const fields = ['email', 'contractA', 'contractA.text'] as const;

  it('drops the request part and picks the closest field', () => {
    expect(fieldOfIssue('body.email', fields)).toBe('email');
    expect(fieldOfIssue('email', fields)).toBe('email');
    expect(fieldOfIssue('body.contractA.text', fields)).toBe('contractA.text');
    expect(fieldOfIssue('body.contractA.label', fields)).toBe('contractA');
    expect(fieldOfIssue('body.emailAddress', fields)).toBeNull();
    expect(fieldOfIssue('body', fields)).toBeNull();
  });
});
