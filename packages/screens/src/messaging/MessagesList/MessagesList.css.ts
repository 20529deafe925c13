import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The subject of a thread with unread messages, its «No leído» and its count on one line. */
export const unread = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const subject = style({ fontWeight: vars.fontWeight.bold });

/** How many messages wait: a small round count, as the tab's. */
export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.fontSize.xl,
  height: vars.fontSize.xl,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const viewNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
