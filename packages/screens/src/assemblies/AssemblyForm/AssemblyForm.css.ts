import { style } from '@vanilla-extract/css';

/** The agenda keeps the lines it was typed with: one matter per line. */
export const agenda = style({ whiteSpace: 'pre-line', margin: 0 });
