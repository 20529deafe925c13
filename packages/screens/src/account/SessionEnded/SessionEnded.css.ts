import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, marginTop: vars.space.md });

export const account = style({ margin: 0, overflowWrap: 'anywhere' });
