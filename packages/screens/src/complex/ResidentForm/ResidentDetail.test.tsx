import type { Resident } from '@horizontal/domain';
import { ciFromBody } from '@horizontal/domain';
import { ThemeRoot } from '@horizontal/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResidentDetail } from './ResidentDetail';

afterEach(cleanup);

const resident: Resident = {
  id: 1,
  buildingId: 1,
  name: 'Ana',
  lastName: 'Pereira',
  identity: ciFromBody(3_000_001),
  email: 'ana.pereira@correo.com.uy',
  phone: '99876534',
  birthDate: null,
  status: 'activo',
  apartments: [],
};

const shownFor = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ResidentDetail', () => {
  it('shows the phone as people write it, to call or to write on WhatsApp, and the e-mail to write to', () => {
    render(<ResidentDetail resident={resident} />, { wrapper: ThemeRoot });
    expect(screen.getByRole('link', { name: '099 876 534' })).toHaveAttribute('href', 'tel:+59899876534');
    expect(screen.getByRole('link', { name: 'Escribir por WhatsApp al 099 876 534' })).toHaveAttribute(
      'href',
      'https://wa.me/59899876534',
    );
    expect(screen.getByRole('link', { name: 'ana.pereira@correo.com.uy' })).toHaveAttribute(
      'href',
      'mailto:ana.pereira@correo.com.uy',
    );
  });

  it('calls a landline without WhatsApp, and says when there is no contact', () => {
    render(<ResidentDetail resident={{ ...resident, phone: '24871234', email: '' }} />, { wrapper: ThemeRoot });
    expect(screen.getByRole('link', { name: '2487 1234' })).toHaveAttribute('href', 'tel:+59824871234');
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(shownFor('Correo electrónico')).toHaveTextContent('Sin datos');
    cleanup();
    render(<ResidentDetail resident={{ ...resident, phone: '' }} />, { wrapper: ThemeRoot });
    expect(shownFor('Teléfono')).toHaveTextContent('Sin datos');
  });
});
