import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CONTACT_FIELD_NAMES,
  CONTACT_GUARD,
  type ContactFields,
  type ContactPageState,
  contract,
  publicMessages,
  validateContact,
} from '@horizontal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, messages, spanishOrGeneral } from '../../core/errors/api-error';
import { contactGuardOf } from './contact-guard';
import { submitContact } from './flows';

/** The app's server-side module (written by its build next to the pages): the contact page as a whole document. */
type PageRenderer = { renderContactPage: (state: ContactPageState) => string };

/** Where the app's build leaves the module that draws pages on the server; absent when the app was not built. */
export const pageRendererPath = (appDist: string) => join(appDist, 'server/render-page.mjs');

/** The fields as posted: text only, one value each (a repeated name keeps its last), nothing else kept. */
const postedValues = (body: unknown): ContactFields & { website: string; formToken: string } => {
  const posted = (body ?? {}) as Record<string, unknown>;
  // A browser sends a textarea's line breaks as CRLF: counted as typed (one character each), as the call gets them.
  const text = (name: string) =>
    typeof posted[name] === 'string' ? (posted[name] as string).replace(/\r\n?/g, '\n') : '';
  return {
    ...(Object.fromEntries(CONTACT_FIELD_NAMES.map((name) => [name, text(name)])) as ContactFields),
    website: text(CONTACT_GUARD.honeypotField),
    formToken: text(CONTACT_GUARD.tokenField),
  };
};

/**
 * /contact as a page of the server, so that the form works without JavaScript (issue #38): GET draws it with a
 * fresh signed time; the form posts itself here, and the answer is the page again with each problem at its field,
 * or, once sent, a redirect to the page that says so (a reload then sends nothing twice). The same limit per address,
 * guards and e-mails as POST /auth/contact. Not mounted when the app was not built (the app's route then serves
 * /contact with JavaScript).
 */
export const contactPage = (appDist: string | undefined) => async (app: FastifyInstance) => {
  if (!appDist || !existsSync(pageRendererPath(appDist))) return;
  const { renderContactPage } = (await import(pathToFileURL(pageRendererPath(appDist)).href)) as PageRenderer;
  const guard = contactGuardOf(app);

  const draw = async (reply: FastifyReply, status: number, state: Omit<ContactPageState, 'formToken'>) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      // Every visit gets its own signed time: never kept by a cache.
      .header('cache-control', 'no-store')
      .send(renderContactPage({ formToken: await guard.issue(), ...state }));

  // A form's fields, not JSON: parsed here only, where a form posts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/contact', async (request, reply) =>
    draw(reply, 200, 'enviada' in (request.query as Record<string, unknown>) ? { sent: true } : {}),
  );

  app.post('/contact', async (request, reply) => {
    const { website, formToken, ...values } = postedValues(request.body);
    const limit = await app.limiter.hit(`form:contact:${request.ip}`, app.config.rateLimits.formsPerIp);
    if (!limit.allowed) {
      reply.header('retry-after', String(limit.retryAfterSeconds));
      return draw(reply, 429, { values, refusal: messages.tooManyRequests });
    }
    try {
      await guard.check({ website, formToken }, true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const expired = error.message === publicMessages.contactExpired;
      return draw(reply, expired ? 200 : 400, {
        values,
        refusal: expired ? publicMessages.contactRenewed : error.message,
      });
    }
    const errors = validateContact(values);
    if (Object.keys(errors).length > 0) return draw(reply, 400, { values, errors });
    // The contract's schema too: the same words, and the same values (trimmed, the phone's digits) as the call's.
    const parsed = contract.auth.contact.request.safeParse(values);
    if (!parsed.success) {
      return draw(reply, 400, { values, refusal: spanishOrGeneral(parsed.error.issues[0]?.message) });
    }
    await submitContact(app, parsed.data, request.ip);
    return reply.redirect('/contact?enviada', 303);
  });
};
