import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxHeight: `calc(${vars.size.row} * 12)`,
  overflowY: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.background,
});

export const divider = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    marginBlock: vars.space.xs,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    selectors: {
      '&::before, &::after': {
        content: '""',
        flex: 1,
        height: vars.size.border,
        backgroundColor: 'currentColor',
        opacity: 0.4,
      },
    },
  },
  variants: {
    tone: { date: { color: vars.color.textMuted }, unread: { color: vars.color.danger } },
  },
});

export const message = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    maxWidth: '75%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    own: {
      true: {
        alignSelf: 'flex-end',
        backgroundColor: vars.color.brandSurface,
        borderEndEndRadius: vars.radius.sm,
      },
      false: {
        alignSelf: 'flex-start',
        backgroundColor: vars.color.surface,
        borderEndStartRadius: vars.radius.sm,
      },
    },
  },
});

export const author = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  gap: vars.space.xs,
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const failed = style({ color: vars.color.danger, fontWeight: vars.fontWeight.semibold });

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
  paddingBlock: vars.space.lg,
});
