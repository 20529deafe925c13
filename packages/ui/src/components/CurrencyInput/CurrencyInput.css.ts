import { style } from '@vanilla-extract/css';

// Amounts line up by their last digit, as in the tables.
export const input = style({ textAlign: 'right' });
