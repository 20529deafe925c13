import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** One part of the screen: its heading, what it means and its table, which scrolls inside its own box. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/** What the person has left, and beside it when the request asks for more. */
export const remaining = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
