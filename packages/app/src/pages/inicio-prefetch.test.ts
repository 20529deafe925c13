import { adminUser, deskUser, masterUser } from '@horizontal/mocks/fixtures';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { createQueryClient } from '../data/query-client';
import { withToken } from '../test/render-app';
import { prefetchInicio } from './inicio-prefetch';

vi.mock('../api', () => ({ api: { apartments: { summary: vi.fn() }, shipments: { summary: vi.fn() } } }));

const summary = vi.mocked(api.apartments.summary);
const figures = { units: 96, unitsWithoutResident: 12, residentsWithoutPhone: 7, residentsWithoutEmail: 0 };
const summaryKey = ['building', 2, 'summary'];

beforeEach(() => {
  sessionStorage.clear();
  withToken('token-nuevo');
  summary.mockResolvedValue({ ok: true, message: 'OK', summary: figures });
});
afterEach(() => {
  vi.resetAllMocks();
  // Whatever a test left asked for is taken here, so that the next one starts without it.
  createQueryClient();
});

describe('prefetchInicio', () => {
  it('asks for the complejo’s figures into the cache the session’s frame then takes', async () => {
    prefetchInicio(adminUser, 2);
    await waitFor(() => expect(summary).toHaveBeenCalledWith(2));
    const client = createQueryClient();
    await waitFor(() => expect(client.getQueryData(summaryKey)).toEqual({ summary: figures }));
    // Taken once: the next session's frame starts with its own cache.
    expect(createQueryClient().getQueryData(summaryKey)).toBeUndefined();
  });

  it('asks once when both the sign-in page and the session ask', async () => {
    prefetchInicio(adminUser, 2);
    prefetchInicio(adminUser, 2);
    await waitFor(() => expect(summary).toHaveBeenCalled());
    const client = createQueryClient();
    await waitFor(() => expect(client.getQueryData(summaryKey)).toBeDefined());
    expect(summary).toHaveBeenCalledTimes(1);
  });

  it('leaves what it asked for to the session of its token only', async () => {
    prefetchInicio(adminUser, 2);
    await waitFor(() => expect(summary).toHaveBeenCalled());
    withToken('token-de-otra-sesion');
    expect(createQueryClient().getQueryData(summaryKey)).toBeUndefined();
  });

  it('asks nothing when the session opens elsewhere, without a complejo, or before a password change', () => {
    sessionStorage.setItem('horizontal.returnTo', '/residentes/listado');
    expect(prefetchInicio(adminUser, 2)).toBe(false);
    sessionStorage.removeItem('horizontal.returnTo');
    expect(prefetchInicio(masterUser, null)).toBe(false);
    expect(prefetchInicio(adminUser, null)).toBe(false);
    expect(prefetchInicio({ ...adminUser, indCreated: true }, 2)).toBe(false);
    expect(summary).not.toHaveBeenCalled();
  });

  it('asks only for the figures of the tiles the profile may show', async () => {
    vi.mocked(api.shipments.summary).mockResolvedValue({
      ok: true,
      message: 'OK',
      summary: { waitingParcels: 3, expectedVisits: 1 },
    });
    // The front desk's profile has no screen of the complejo module: its Inicio has Portería's tile alone.
    expect(prefetchInicio(deskUser, 1)).toBe(true);
    await waitFor(() => expect(api.shipments.summary).toHaveBeenCalledWith(1));
    expect(summary).not.toHaveBeenCalled();
  });
});
