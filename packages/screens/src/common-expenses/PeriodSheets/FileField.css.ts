import { vars, visuallyHidden } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/*
 * The browser draws a file input in its own language («Choose File», «No file chosen») and its own look: the input
 * stays the control keyboards and screen readers use, out of sight, and `picker` draws it in the screen's words.
 */
export const fileInput = style([visuallyHidden]);

export const picker = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  height: vars.size.control.md,
  paddingInline: vars.space.xs,
  backgroundColor: vars.color.surface,
  border: `${vars.size.border} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + &`]: { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
    [`${fileInput}[aria-invalid="true"] + &`]: {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 1px ${vars.color.danger}`,
    },
    [`${fileInput}:disabled + &`]: { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const pickerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceMuted,
  border: `${vars.size.border} solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const chosenFile = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  selectors: { '&[data-empty="true"]': { color: vars.color.textMuted } },
});
