import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The date and, on today's rows, the «Hoy» badge beside it on one line. */
export const dateCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
