/**
 * The client side of forgot-timing.ts, in a process of its own (forked by it) so that the server's work after an
 * answer does not run on the client's event loop and count as the answer's time, which a remote client never sees.
 */
export type ForgotTimingRequest = { url: string; knownEmail: string; pairs: number; warmup: number; pauseMs: number };
export type ForgotTimingSummary = { known: number[]; unknown: number[] };

const timeOne = async (url: string, email: string) => {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'x-system': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await res.text();
  if (res.status !== 200) throw new Error(`POST /auth/forgot respondió ${res.status}`);
  return performance.now() - started;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

process.once('message', async (request: ForgotTimingRequest) => {
  const summary: ForgotTimingSummary = { known: [], unknown: [] };
  for (let index = 0; index < request.warmup + request.pairs; index += 1) {
    // Spaced as people's requests are, so that one answer never queues behind the previous call's e-mail.
    const unknown = await timeOne(request.url, `nadie${index}@correo.com.uy`);
    await pause(request.pauseMs);
    const known = await timeOne(request.url, request.knownEmail);
    await pause(request.pauseMs);
    if (index >= request.warmup) {
      summary.known.push(known);
      summary.unknown.push(unknown);
    }
  }
  process.send!(summary);
  process.exit(0);
});
