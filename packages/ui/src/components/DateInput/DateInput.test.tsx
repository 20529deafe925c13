import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeRoot } from '../ThemeRoot';
import type { DateInputProps } from './DateInput';
import { DateInput } from './DateInput';

afterEach(cleanup);

function Form(props: Partial<DateInputProps>) {
  const [value, setValue] = useState<DateInputProps['value']>(null);
  return <DateInput label="Fecha de ingreso" value={value} onChange={setValue} {...props} />;
}

describe('DateInput', () => {
  it('says dd/mm/aaaa once, in the hint that stays while typing, and not again as a placeholder', async () => {
    render(<Form />, { wrapper: ThemeRoot });
    const input = screen.getByLabelText('Fecha de ingreso');
    expect(input).not.toHaveAttribute('placeholder');
    expect(input).toHaveAccessibleDescription('dd/mm/aaaa');
    expect(screen.getAllByText('dd/mm/aaaa')).toHaveLength(1);
    await userEvent.setup({ delay: null }).type(input, '0503');
    expect(input).toHaveValue('05/03/');
    expect(input).toHaveAccessibleDescription('dd/mm/aaaa');
  });

  it('keeps the shape beside an error about the date', async () => {
    render(<Form />, { wrapper: ThemeRoot });
    const input = screen.getByLabelText('Fecha de ingreso');
    const user = userEvent.setup({ delay: null });
    await user.type(input, '31022026');
    await user.tab();
    expect(input).toHaveAccessibleDescription('La fecha 31/02/2026 no existe. dd/mm/aaaa');
  });
});
