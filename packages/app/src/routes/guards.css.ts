import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const centered = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', color: vars.color.brand });

export const stack = style({ display: 'grid', gap: vars.space.md, maxWidth: vars.size.formMax });
