import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  backgroundColor: vars.color.brandSurface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.brand });

export const lead = style({ margin: 0, maxWidth: '560px', fontSize: vars.fontSize.lg, color: vars.color.text });

export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', justifyContent: 'center' });

export const contact = style({ margin: 0, color: vars.color.text });

export const contactLink = style({ color: vars.color.brand, fontWeight: 600, textDecoration: 'underline' });
