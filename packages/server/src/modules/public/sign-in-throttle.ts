import type { FastifyInstance } from 'fastify';
import type { FailureDelay } from '../../config/server-config';
import { delaySeconds } from '../../lib/rate-limiter';

/** How long an address where an e-mail signed in stays exempt from that e-mail's slow-down. */
const knownAddressSeconds = 30 * 24 * 3600;

/** What an attempt may do: wait `retryAfterSeconds`, or go ahead and then report how the password check went. */
export type SignInTurn =
  | { retryAfterSeconds: number }
  | { retryAfterSeconds: 0; failed: () => Promise<void>; succeeded: () => Promise<void> };

/**
 * Sign-in throttling as OWASP describes it, with no lock-out: only failures count, and they slow the guesser
 * rather than the owner.
 * - e-mail + IP: after a few failures each further attempt of that address for that e-mail waits a growing delay;
 * - IP: the failures of one address over every e-mail (successes never count, so an office behind one address
 *   is never held back by its own sign-ins);
 * - e-mail: the failures from every address, which slow down each address that has spent its own free failures
 *   for it, so that a guesser spreading over many addresses slows too. An address with fewer failures of its own,
 *   or where the e-mail signed in within the last 30 days, is never held by it: the owner's typo from a new address
 *   is one failure, and the right password from there gets in.
 */
export const createSignInThrottle = (app: FastifyInstance) => {
  const limits = app.config.rateLimits;
  const failures = app.limiter.failures;

  return async (emailInput: string, ip: string): Promise<SignInTurn> => {
    const email = emailInput.toLowerCase();
    // An IP never holds «|», so the pair cannot be confused with another.
    const keys = {
      pair: `signin:email-ip:${email}|${ip}`,
      email: `signin:email:${email}`,
      ip: `signin:ip:${ip}`,
      known: `signin:known:${email}|${ip}`,
    };
    const states = await failures.read(Object.values(keys));
    const known = states.has(keys.known);
    // Anyone can fill the e-mail's counter from elsewhere: it holds only an address that has spent its own free
    // failures, so the owner's typo from a new address never waits for a guesser's count.
    const spent = (states.get(keys.pair)?.failures ?? 0) >= limits.signinFailuresPerEmailAndIp.free;
    const gates: [string, FailureDelay][] = [[keys.pair, limits.signinFailuresPerEmailAndIp]];
    if (!known) gates.push([keys.ip, limits.signinFailuresPerIp]);
    if (!known && spent) gates.push([keys.email, limits.signinFailuresPerEmail]);

    const wait = Math.max(0, ...gates.map(([key]) => states.get(key)?.retryAfterSeconds ?? 0));
    if (wait > 0) return { retryAfterSeconds: wait };

    const claimed: string[] = [];
    for (const [key, policy] of gates) {
      const seen = states.get(key)?.failures ?? 0;
      const outcome = await failures.claim(key, seen, policy);
      if (outcome === 'claimed') claimed.push(key);
      if (outcome === 'taken') {
        await Promise.all(claimed.map((held) => failures.release(held)));
        return { retryAfterSeconds: Math.max(1, Math.ceil(delaySeconds(seen + 1, policy))) };
      }
    }

    return {
      retryAfterSeconds: 0,
      failed: async () => {
        await failures.fail(keys.pair, limits.signinFailuresPerEmailAndIp);
        await failures.fail(keys.email, limits.signinFailuresPerEmail);
        await failures.fail(keys.ip, limits.signinFailuresPerIp);
      },
      succeeded: async () => {
        await failures.clear(keys.pair);
        await failures.remember(keys.known, knownAddressSeconds);
        await Promise.all(claimed.filter((key) => key !== keys.pair).map((key) => failures.release(key)));
      },
    };
  };
};
