import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const input = style({ maxWidth: `calc(${vars.size.control.md} * 3)` });
