import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useForm } from './useForm';

afterEach(cleanup);

type Values = { email: string; phone: string };

const validate = (values: Values) => ({
  ...(values.email.includes('@') ? {} : { email: 'Ingrese un correo válido.' }),
  ...(values.phone.length === 8 ? {} : { phone: 'El teléfono tiene 8 dígitos.' }),
});

const setup = () => renderHook(() => useForm<Values>({ initial: { email: '', phone: '' }, validate }));

describe('useForm field()', () => {
  it('gives the name and the current value, with no error before the field is left', () => {
    const { result } = setup();
    const email = result.current.field('email');
    expect(email.name).toBe('email');
    expect(email.value).toBe('');
    expect(email.error).toBeUndefined();
  });

  it('sets only its own value on change', () => {
    const { result } = setup();
    act(() => result.current.field('email').onChange('ana@example.com'));
    expect(result.current.values).toEqual({ email: 'ana@example.com', phone: '' });
    expect(result.current.field('email').value).toBe('ana@example.com');
  });

  it("shows the field's error once it is left, and only that field's", () => {
    const { result } = setup();
    act(() => result.current.field('phone').onBlur());
    expect(result.current.field('phone').error).toBe('El teléfono tiene 8 dígitos.');
    expect(result.current.field('email').error).toBeUndefined();
    act(() => result.current.field('phone').onChange('09912345'));
    expect(result.current.field('phone').error).toBeUndefined();
  });
});
