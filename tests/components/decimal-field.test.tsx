import { useForm } from 'react-hook-form';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_NAMESPACE, i18n } from '../../src/i18n';
import { DecimalField } from '../../src/components/decimal-field';
import { DecimalInput } from '../../src/components/decimal-input';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

function Limit({
  onChange,
  min = 0,
  max = 100,
  suffixes = false,
}: {
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  suffixes?: boolean;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <DecimalInput
        label="Limit"
        value={value}
        min={min}
        max={max}
        suffixes={suffixes}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button" onClick={() => setValue(42.5)}>
        Set from outside
      </button>
    </>
  );
}

describe('the decimal field', () => {
  it('passes on each number in range, keeps what is typed, and says why it changes nothing otherwise', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Limit onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Limit' });
    await user.type(field, '12,5');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    expect(field).toHaveValue('12,5');
    await user.type(field, '0');
    expect(onChange).toHaveBeenLastCalledWith(12.5);
    await user.clear(field);
    await user.type(field, '120');
    expect(screen.getByText('A number from 0 to 100')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('120');
    expect(onChange).toHaveBeenLastCalledWith(12);
    await user.clear(field);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.type(field, 'abc');
    expect(screen.getByText('Not a number')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('reads amounts with k and m when asked, and refuses negative numbers unless the minimum is below zero', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Limit onChange={onChange} max={1e9} suffixes />);
    const field = screen.getByRole('textbox', { name: 'Limit' });
    await user.type(field, '1.5m');
    expect(onChange).toHaveBeenLastCalledWith(1_500_000);
    await user.clear(field);
    await user.type(field, '-5');
    expect(screen.getByText('Not a number')).toBeInTheDocument();
  });

  it('shows a value set from outside the way the reader writes numbers, and speaks Italian', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('it'));
    render(<Limit onChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Set from outside' }));
    const field = screen.getByRole('textbox', { name: 'Limit' });
    expect(field).toHaveValue('42,5');
    await user.clear(field);
    await user.type(field, '200');
    expect(screen.getByText('Un numero da 0 a 100')).toBeInTheDocument();
  });

  function Form({ onSubmit }: { onSubmit: (values: { size: number | null }) => void }) {
    const { control, handleSubmit, setError } = useForm<{ size: number | null }>({ defaultValues: { size: 2 } });
    return (
      <form onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <DecimalField control={control} name="size" label="Size" max={10} message={(key) => `rule: ${key}`} />
        <button type="button" onClick={() => setError('size', { message: 'tooBig' })}>
          Break a rule
        </button>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('holds a number in a react-hook-form form, and shows the form’s own message for it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Size' });
    expect(field).toHaveValue('2');
    await user.clear(field);
    await user.type(field, '7.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ size: 7.25 }, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Break a rule' }));
    expect(screen.getByText('rule: tooBig')).toBeInTheDocument();
  });
});
