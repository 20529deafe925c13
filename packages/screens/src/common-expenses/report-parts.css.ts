import { vars } from '@horizontal/ui/theme';
import { style } from '@vanilla-extract/css';

/** An amount of money: tabular figures, so that columns of amounts line up digit under digit. */
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A loss (expense over income) or a debt in the account's favour reads in the danger tone. */
export const negative = style([amount, { color: vars.color.danger }]);
