import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** The text keeps the lines and blank lines it was typed with: they are its paragraphs. */
export const text = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 });

/** The towers to pick, as many per line as fit: one per line on a phone. */
export const towers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: { '&[aria-invalid="true"]': { boxShadow: `inset 0 0 0 1px ${vars.color.danger}` } },
});
