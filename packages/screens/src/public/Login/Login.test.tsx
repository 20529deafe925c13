import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Login } from './Login';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** The sign-in page as the build renders it in advance (packages/app/src/prerender), in the document. */
const drawnInAdvance = () => {
  const props = { status: 'idle' as const, onSubmit: vi.fn(), onNavigate: vi.fn() };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Login {...props} />);
  document.body.append(container);
  return { props, container };
};

describe('Login drawn before the app runs it', () => {
  it('cannot be sent by the browser itself: the button waits for the app, and the form would post', () => {
    const { container } = drawnInAdvance();
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
    expect(container.querySelector('form')).toHaveAttribute('method', 'post');
  });

  it('keeps what was typed before the app took over, and signs in with it', async () => {
    const { props, container } = drawnInAdvance();
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    email.value = 'martin@altosdelprado.com.uy';
    password.value = 'Clave#2026';

    await act(async () => {
      render(<Login {...props} />, { container, hydrate: true });
    });

    expect(screen.getByLabelText(/Correo electrónico/)).toHaveValue('martin@altosdelprado.com.uy');
    expect(screen.getByLabelText(/Contraseña/)).toHaveValue('Clave#2026');
    const submit = screen.getByRole('button', { name: 'Ingresar' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(props.onSubmit).toHaveBeenCalledWith({ email: 'martin@altosdelprado.com.uy', password: 'Clave#2026' });
  });
});
