import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The coefficients' total when it is right: a quiet line, not an alert. */
export const total = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
