import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTACT_GUARD, honeypotFilled, publicMessages } from '@horizontal/domain';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../core/errors/api-error';
import { sharedSecretOnce } from '../../lib/secrets';

export type ContactGuardOptions = {
  /** The key every instance shares (server_secrets), so that a form drawn by one is accepted by another. */
  secret: () => Promise<string>;
  minFillSeconds?: number;
  now?: () => number;
};

const signatureOf = (secret: string, issuedAt: string) =>
  createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

/**
 * The contact form's guards (CONTACT_GUARD): a token saying when this server drew the form, and the field people
 * never see. A form whose token is older than a day is not refused: it is drawn again with a new one (the page
 * keeps what was typed), since a person may leave a tab open overnight.
 */
export const createContactGuard = ({
  secret,
  minFillSeconds = CONTACT_GUARD.minFillSeconds,
  now = Date.now,
}: ContactGuardOptions) => {
  const issue = async () => {
    const issuedAt = String(now());
    return `${issuedAt}.${signatureOf(await secret(), issuedAt)}`;
  };

  /** Whether the token is one of ours, and how old it is in milliseconds; null when it is not ours. */
  const ageOf = async (token: string): Promise<number | null> => {
    const [issuedAt, signature, ...rest] = token.split('.');
    if (!issuedAt || !signature || rest.length > 0 || !/^\d{1,15}$/.test(issuedAt)) return null;
    const expected = Buffer.from(signatureOf(await secret(), issuedAt));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return now() - Number(issuedAt);
  };

  /**
   * Refuses what a bot sends: the hidden field filled, a token not ours, or a form sent sooner than a person could
   * fill it. `required`: the form of /contact always has a token; a client of the contract may send none.
   */
  const check = async (fields: { website?: string; formToken?: string }, required: boolean) => {
    if (honeypotFilled(fields)) throw new ApiError(400, publicMessages.contactRefused);
    if (fields.formToken === undefined || fields.formToken === '') {
      if (required) throw new ApiError(400, publicMessages.contactRefused);
      return;
    }
    const age = await ageOf(fields.formToken);
    if (age === null || age < minFillSeconds * 1000) throw new ApiError(400, publicMessages.contactRefused);
    if (age > CONTACT_GUARD.maxAgeHours * 3_600_000) throw new ApiError(400, publicMessages.contactExpired);
  };

  return { issue, check };
};

export type ContactGuard = ReturnType<typeof createContactGuard>;

/** The guard of this server's contact forms (the call and the page), its key shared by every instance. */
export const contactGuardOf = (app: FastifyInstance) =>
  createContactGuard({ secret: sharedSecretOnce(app.db, 'contact-form') });
