import { createHmac } from 'node:crypto';
import { publicMessages } from '@horizontal/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../core/errors/api-error';
import { createContactGuard } from './contact-guard';

const secret = 'secreto-de-prueba';
const second = 1_000;
const hour = 3_600_000;
let clock = 0;
const guard = createContactGuard({ secret: async () => secret, now: () => clock });

beforeEach(() => {
  clock = Date.UTC(2025, 4, 20, 12, 0, 0);
});

/** A token issued now, checked `elapsed` milliseconds later. */
const checkAfter = async (elapsed: number, fields: { website?: string } = {}, token?: string) => {
  const formToken = token ?? (await guard.issue());
  clock += elapsed;
  return guard.check({ ...fields, formToken }, true);
};

const refusedWith = async (checked: Promise<unknown>, message: string) => {
  const error = await checked.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ statusCode: 400, message });
};

describe('createContactGuard', () => {
  it('passes a form sent once a person could have filled it (3 s), and up to a day after it was drawn', async () => {
    await expect(checkAfter(3 * second)).resolves.toBeUndefined();
    await expect(checkAfter(5 * 60 * second)).resolves.toBeUndefined();
    await expect(checkAfter(24 * hour)).resolves.toBeUndefined();
  });

  it('refuses a form sent sooner than a person could fill it', async () => {
    await refusedWith(checkAfter(0), publicMessages.contactRefused);
    await refusedWith(checkAfter(1 * second), publicMessages.contactRefused);
    await refusedWith(checkAfter(3 * second - 1), publicMessages.contactRefused);
  });

  it('refuses a token dated after the clock: a signed time from the future is not a person typing', async () => {
    clock += 60 * second;
    const token = await guard.issue();
    clock -= 60 * second;
    await refusedWith(checkAfter(10 * second, {}, token), publicMessages.contactRefused);
  });

  it('says a form older than a day expired, not that it looks automatic', async () => {
    await refusedWith(checkAfter(24 * hour + 1), publicMessages.contactExpired);
    await refusedWith(checkAfter(30 * 24 * hour), publicMessages.contactExpired);
  });

  it('refuses a token it did not sign, or one in any other shape', async () => {
    const token = await guard.issue();
    clock += 10 * second;
    const [issuedAt, signature] = token.split('.') as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const earlier = String(Number(issuedAt) - 60 * second);
    const byAnother = createHmac('sha256', 'otro-secreto').update(`contact-form:${issuedAt}`).digest('base64url');
    const forged = [
      `${issuedAt}.${flipped}`,
      `${issuedAt}.${signature.slice(1)}`,
      `${issuedAt}.${signature}A`,
      `${issuedAt}.${byAnother}`,
      // A signature kept while its time is moved back: the signed time is what the signature covers.
      `${earlier}.${signature}`,
      `${token}.`,
      `${token}.extra`,
      `.${token}`,
      `${issuedAt}.`,
      `.${signature}`,
      issuedAt,
      signature,
      '...',
      'basura',
      `x${issuedAt}.${signature}`,
      `${issuedAt}0000000000.${signature}`,
      // As many bytes as a signature, in fewer characters.
      `${issuedAt}.${'ñ'.repeat(21)}a`,
    ];
    for (const formToken of forged) {
      await refusedWith(guard.check({ formToken }, true), publicMessages.contactRefused);
      await refusedWith(guard.check({ formToken }, false), publicMessages.contactRefused);
    }
    await expect(guard.check({ formToken: token }, true)).resolves.toBeUndefined();
  });

  it('refuses a token signed with another key, as another installation would sign it', async () => {
    const other = createContactGuard({ secret: async () => 'otro-secreto', now: () => clock });
    const token = await other.issue();
    clock += 10 * second;
    await refusedWith(guard.check({ formToken: token }, true), publicMessages.contactRefused);
  });

  it('refuses the field people never see when it comes filled, even with a good token', async () => {
    await refusedWith(checkAfter(10 * second, { website: 'https://spam.example' }), publicMessages.contactRefused);
    await refusedWith(guard.check({ website: 'x' }, false), publicMessages.contactRefused);
    // Checked first: an expired form with the field filled is refused, not drawn again.
    await refusedWith(checkAfter(25 * hour, { website: 'x' }), publicMessages.contactRefused);
    await expect(checkAfter(10 * second, { website: '' })).resolves.toBeUndefined();
  });

  it('lets a client of the contract send no token, but not the form, which always has one', async () => {
    await expect(guard.check({}, false)).resolves.toBeUndefined();
    await expect(guard.check({ formToken: '' }, false)).resolves.toBeUndefined();
    await refusedWith(guard.check({}, true), publicMessages.contactRefused);
    await refusedWith(guard.check({ formToken: '' }, true), publicMessages.contactRefused);
  });

  it('still checks a token that a client of the contract sends', async () => {
    const token = await guard.issue();
    await refusedWith(guard.check({ formToken: token }, false), publicMessages.contactRefused);
    clock += 10 * second;
    await expect(guard.check({ formToken: token }, false)).resolves.toBeUndefined();
  });

  it('takes a shorter time to fill when told', async () => {
    const quick = createContactGuard({ secret: async () => secret, now: () => clock, minFillSeconds: 1 });
    const token = await quick.issue();
    clock += 1 * second;
    await expect(quick.check({ formToken: token }, true)).resolves.toBeUndefined();
  });
});
