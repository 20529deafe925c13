import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeRoot } from '../ThemeRoot';
import { ContactLink } from './ContactLink';

afterEach(cleanup);

const show = (ui: ReactElement) => render(ui, { wrapper: ThemeRoot });

describe('ContactLink', () => {
  it('writes a mobile as people do, calls it and offers WhatsApp', () => {
    show(<ContactLink kind="phone" value="99876534" />);
    expect(screen.getByRole('link', { name: '099 876 534' })).toHaveAttribute('href', 'tel:+59899876534');
    const whatsApp = screen.getByRole('link', { name: 'Escribir por WhatsApp al 099 876 534' });
    expect(whatsApp).toHaveAttribute('href', 'https://wa.me/59899876534');
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('calls a landline, with no WhatsApp', () => {
    show(<ContactLink kind="phone" value="24871234" />);
    expect(screen.getByRole('link', { name: '2487 1234' })).toHaveAttribute('href', 'tel:+59824871234');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('writes to an e-mail', () => {
    show(<ContactLink kind="email" value="ana@correo.com.uy" />);
    expect(screen.getByRole('link', { name: 'ana@correo.com.uy' })).toHaveAttribute('href', 'mailto:ana@correo.com.uy');
  });

  it('shows a number that is not Uruguayan as it is, without a link, and nothing for no value', () => {
    const { container } = show(
      <>
        <ContactLink kind="phone" value="12345678" />
        <ContactLink kind="phone" value="" />
        <ContactLink kind="email" value="" />
      </>,
    );
    expect(container).toHaveTextContent(/^12345678$/);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
