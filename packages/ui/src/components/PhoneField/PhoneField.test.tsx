import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeRoot } from '../ThemeRoot';
import { PhoneField } from './PhoneField';

afterEach(cleanup);

/** The field in a form: it keeps what the field hands out, and the test reads every value handed out. */
function Form({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const setup = (initial?: string) => {
  const onChange = vi.fn();
  render(<Form initial={initial} onChange={onChange} />, { wrapper: ThemeRoot });
  return { onChange, input: screen.getByLabelText('Teléfono'), user: userEvent.setup({ delay: null }) };
};

describe('PhoneField', () => {
  it.each([
    ['099 123 456', '099 123 456', '99123456'],
    ['099123456', '099 123 456', '99123456'],
    ['+598 99 123 456', '099 123 456', '99123456'],
    ['2400-1234', '2400 1234', '24001234'],
    ['4249 0011', '4249 0011', '42490011'],
  ])('takes «%s» as typed, shows %s and hands out %s', async (typed, shown, digits) => {
    const { input, onChange, user } = setup();
    await user.type(input, typed);
    expect(input).toHaveValue(shown);
    expect(onChange).toHaveBeenLastCalledWith(digits);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a stored number as people write it', () => {
    expect(setup('99876534').input).toHaveValue('099 876 534');
    cleanup();
    expect(setup('24871234').input).toHaveValue('2487 1234');
  });

  it.each([
    ['099 123 45', '099 123 45', 'Al teléfono celular le falta un dígito: se escribe 09X XXX XXX.'],
    ['099-123-4567', '099 123 4567', 'Al teléfono celular le sobra un dígito: se escribe 09X XXX XXX.'],
    ['2400 12345', '2400 12345', 'Al teléfono fijo le sobra un dígito: se escribe 2XXX XXXX o 4XXX XXXX.'],
    [
      '12345678',
      '12345678',
      'El teléfono no es un número de Uruguay: los fijos empiezan con 2 o 4 y los celulares con 09.',
    ],
  ])('keeps «%s» as %s and, on leaving, says what is wrong', async (typed, shown, message) => {
    const { input, user } = setup();
    await user.type(input, typed);
    expect(input).toHaveValue(shown);
    // Not while it is typed: 099 123 45 may be a number one key from complete.
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('tells how Uruguayan numbers are written', () => {
    expect(setup().input).toHaveAccessibleDescription(expect.stringContaining('celular 09X XXX XXX'));
  });

  it('lets a digit be deleted from a complete mobile', async () => {
    const { input, onChange, user } = setup('99123456');
    await user.click(input);
    await user.keyboard('{End}{Backspace}');
    expect(input).toHaveValue('099 123 45');
    expect(onChange).toHaveBeenLastCalledWith('09912345');
  });
});
