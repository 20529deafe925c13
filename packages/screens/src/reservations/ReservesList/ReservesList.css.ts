import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The day and, beside it, «Hoy»: today's bookings are the ones the desk is asked about first. */
export const day = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const viewNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
