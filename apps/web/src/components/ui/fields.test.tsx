import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxField } from './checkbox-field';
import { MoneyField, parseNumberInput } from './number-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { TextareaField } from './textarea-field';
import { TextField } from './text-field';

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  notes: z.string().max(5, 'Keep notes short'),
  goal: z.enum(['buy', 'sell'], 'Pick a goal'),
  contact: z.enum(['phone', 'email'], 'Pick a contact method'),
  consent: z.literal(true, 'Please agree'),
  price: z.number('Enter a price').positive('Enter a price'),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** A small form built the one way: react-hook-form, the schema, and the shared fields. */
function SampleForm({ onValid }: { onValid: (values: Output) => void }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', notes: '', goal: undefined, consent: undefined },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)}>
      <TextField
        label="Name"
        required
        description="As on the license."
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextareaField label="Notes" error={errors.notes?.message} {...form.register('notes')} />
      <SelectField
        label="Goal"
        placeholder="Select a goal"
        options={[
          { value: 'buy', label: 'Buying' },
          { value: 'sell', label: 'Selling' },
        ]}
        error={errors.goal?.message}
        {...form.register('goal')}
      />
      <RadioGroupField
        label="Contact Method"
        options={[
          { value: 'phone', label: 'Phone Call' },
          { value: 'email', label: 'Email' },
        ]}
        error={errors.contact?.message}
        {...form.register('contact')}
      />
      <CheckboxField label="I agree" error={errors.consent?.message} {...form.register('consent')} />
      <MoneyField
        label="Price"
        description="Whole dollars."
        error={errors.price?.message}
        {...form.register('price', { setValueAs: parseNumberInput })}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn();
  render(<SampleForm onValid={onValid} />);
  return { onValid, user: userEvent.setup() };
}

describe('shared form fields', () => {
  it('label each control and keep the required mark out of its name', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Goal' })).toHaveValue('');
    expect(screen.getByRole('radiogroup', { name: 'Contact Method' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Price' })).toHaveAttribute('inputmode', 'decimal');
  });

  it('read the description with the control until there is an error, then both', async () => {
    const { user } = renderForm();
    const name = screen.getByLabelText('Name');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('As on the license.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('As on the license. Name is required');
    expect(name).toHaveFocus();
  });

  it('tie every error to its control', async () => {
    const { user, onValid } = renderForm();
    await user.type(screen.getByLabelText('Notes'), 'far too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const expected: Array<[HTMLElement, string]> = [
      [screen.getByLabelText('Notes'), 'Keep notes short'],
      [screen.getByLabelText('Goal'), 'Pick a goal'],
      [screen.getByRole('radiogroup', { name: 'Contact Method' }), 'Pick a contact method'],
      [screen.getByLabelText('I agree'), 'Please agree'],
      [screen.getByLabelText('Price'), 'Whole dollars. Enter a price'],
    ];
    for (const [control, message] of expected) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hand the schema typed values, money as a number', async () => {
    const { user, onValid } = renderForm();
    await user.type(screen.getByLabelText('Name'), ' Ana ');
    await user.selectOptions(screen.getByLabelText('Goal'), 'sell');
    await user.click(within(screen.getByRole('radiogroup')).getByRole('radio', { name: 'Email' }));
    await user.click(screen.getByLabelText('I agree'));
    await user.type(screen.getByLabelText('Price'), '485,000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(
      { name: 'Ana', notes: '', goal: 'sell', contact: 'email', consent: true, price: 485000 },
      expect.anything(),
    );
  });
});

describe('parseNumberInput', () => {
  it('reads numbers as people type them', () => {
    expect(parseNumberInput('$1,250.50')).toBe(1250.5);
    expect(parseNumberInput('  ')).toBeUndefined();
    expect(parseNumberInput('abc')).toBeNaN();
    expect(parseNumberInput(42)).toBe(42);
  });
});
