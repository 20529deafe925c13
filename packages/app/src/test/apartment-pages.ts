import type { SessionUser } from '@horizontal/domain';
import { apartmentFixtures, referenceData, towerFixtures } from '@horizontal/mocks/fixtures';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { api } from '../api';
import { dataAnswer, renderApp } from './render-app';

/**
 * What the apartments' list and form ask the server, answered from the fixtures of the user's first complejo. The
 * test file replaces `../api` with vi.mock, listing at least auth.data, apartments.findAll, towers.findAll and
 * general.data.
 */
export const answerApartmentPages = (user: SessionUser) => {
  const buildingId = user.buildings[0]!.id;
  vi.mocked(api.auth.data).mockResolvedValue(dataAnswer(user));
  vi.mocked(api.apartments.findAll).mockResolvedValue({
    ok: true,
    message: 'OK',
    apartments: apartmentFixtures.filter((apartment) => apartment.buildingId === buildingId).slice(0, 3),
  });
  vi.mocked(api.towers.findAll).mockResolvedValue({
    ok: true,
    message: 'OK',
    towers: towerFixtures.filter((tower) => tower.buildingId === buildingId),
  });
  vi.mocked(api.general.data).mockResolvedValue({ ok: true, message: 'OK', ...referenceData });
};

/** A filled-in new apartment, opened from the list so that the browser's Back has somewhere to go. */
export const changedApartmentForm = async () => {
  const app = renderApp('/apartamentos/listado');
  await screen.findByRole('table');
  await app.router.navigate('/apartamentos/nuevo');
  fireEvent.change(await screen.findByLabelText('Número'), { target: { value: '905' } });
  return app;
};
