import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeRoot } from '../ThemeRoot';
import type { TimeInputProps } from './TimeInput';
import { TimeInput } from './TimeInput';

afterEach(cleanup);

function Form() {
  const [value, setValue] = useState<TimeInputProps['value']>(null);
  return <TimeInput label="Hora de ingreso" value={value} onChange={setValue} />;
}

describe('TimeInput', () => {
  it('says hh:mm once, in the hint that stays while typing, and not again as a placeholder', async () => {
    render(<Form />, { wrapper: ThemeRoot });
    const input = screen.getByLabelText('Hora de ingreso');
    expect(input).not.toHaveAttribute('placeholder');
    expect(input).toHaveAccessibleDescription('hh:mm, de 00:00 a 23:59');
    await userEvent.setup({ delay: null }).type(input, '09');
    expect(input).toHaveValue('09:');
    expect(input).toHaveAccessibleDescription('hh:mm, de 00:00 a 23:59');
  });
});
