import { type ContactPageState, validateContact } from '@horizontal/domain';
import { act, cleanup } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Contact, type ContactProps } from './Contact';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

/** The page as the server draws it (server/modules/public/contact-page.ts), in the document, not yet run. */
const drawnByServer = ({ formToken, ...drawn }: ContactPageState) => {
  const props: ContactProps = {
    formToken,
    drawn,
    onSubmit: vi.fn(async () => ({ ok: true as const })),
    onNavigate: vi.fn(),
  };
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Contact {...props} />);
  document.body.append(container);
  return { props, container };
};

describe('Contact as the server draws it', () => {
  it('posts itself to /contact with every field by name, the signed time and the hidden field, without JavaScript', () => {
    const { container } = drawnByServer({ formToken: '123.firma' });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/contact');
    const names = [...form.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'phone', 'company', 'message', 'website', 'formToken']);
    expect(form.querySelector('input[name="formToken"]')).toHaveValue('123.firma');
    expect(form.querySelector('button[type="submit"]')).toBeEnabled();
  });

  it('shows what was sent and each problem at its field', () => {
    const { container } = drawnByServer({
      formToken: '1.x',
      values: { name: 'Lucía', email: 'lucia@correo' },
      errors: validateContact({ name: 'Lucía', email: 'lucia@correo', phone: '', company: '', message: '' }),
    });
    expect(container.querySelector('input[name="name"]')).toHaveValue('Lucía');
    expect(container.querySelector('input[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    expect(container).toHaveTextContent('Al dominio le falta la terminación, por ejemplo nombre@dominio.com.');
    expect(container).toHaveTextContent('Escriba su consulta.');
  });

  it('is taken over by the page script without a difference, and then sends from the page', async () => {
    const state: ContactPageState = {
      formToken: '9.firma',
      values: { name: 'Lucía Fernández', email: 'lucia@correo.com.uy', message: 'Hola' },
      refusal: 'Demasiados intentos.',
    };
    const { props, container } = drawnByServer(state);
    const { formToken, ...drawn } = state;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Contact {...props} formToken={formToken} drawn={drawn} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    await userEvent.click(container.querySelector('button[type="submit"]')!);
    expect(props.onSubmit).toHaveBeenCalledWith({
      name: 'Lucía Fernández',
      email: 'lucia@correo.com.uy',
      phone: '',
      company: '',
      message: 'Hola',
      website: '',
      formToken: '9.firma',
    });
    expect(container).toHaveTextContent('Consulta enviada');
  });

  it('keeps what was typed before the page script ran, and sends it', async () => {
    const { props, container } = drawnByServer({ formToken: '5.firma' });
    const typeInto = (name: string, value: string) => {
      const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
      field.value = value;
    };
    typeInto('name', 'Martín Pérez');
    typeInto('email', 'martin@correo.com.uy');
    typeInto('message', 'Escrito antes de que corriera el script.');
    await act(async () => {
      hydrateRoot(container, <Contact {...props} />);
    });
    expect(container.querySelector('textarea[name="message"]')).toHaveValue('Escrito antes de que corriera el script.');
    await userEvent.click(container.querySelector('button[type="submit"]')!);
    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Martín Pérez', email: 'martin@correo.com.uy', formToken: '5.firma' }),
    );
  });
});
