/**
 * Moves the tab's clock to `moment` (it keeps running from there) until the returned function puts it back: a
 * `new Date()` or `Date.now()` of the pages reads the mocks' day (mockToday), not the machine's, so that «today»
 * is the same for the page and for the mocks on any day the stories run.
 */
export const pinClock = (moment: string) => {
  const RealDate = Date;
  const offset = RealDate.parse(moment) - RealDate.now();
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now() {
      return RealDate.now() + offset;
    }
    /** A date made before the clock was pinned is a date too. */
    static override [Symbol.hasInstance](value: unknown) {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = PinnedDate as unknown as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
  };
};
