import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media, touchTarget } from '../../theme/media';
import { visuallyHiddenRules } from '../../theme/visually-hidden.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

// On paper the rows are what counts: the toolbar, the selection bar and the pagination are the screen's.
const screenOnly = { '@media': { [media.print]: { display: 'none' } } } as const;

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  ...screenOnly,
});

export const search = style({ position: 'relative', flex: '1 1 auto', maxWidth: `calc(${vars.size.formMax} * 0.7)` });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  display: 'inline-flex',
});

export const searchInput = style({
  paddingInlineStart: `calc(${vars.space.sm} + ${vars.fontSize.xl} + ${vars.space.xs})`,
});

export const filter = style({ minWidth: `calc(${vars.size.control.md} * 4)` });

export const toolbarEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const selection = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSurface,
  fontSize: vars.fontSize.sm,
  ...screenOnly,
});

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.size.border} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': { outlineOffset: '-3px' } },
  // Printed, the table runs on over as many pages as it needs instead of scrolling in its box.
  '@media': { [media.print]: { overflow: 'visible', height: 'auto !important' } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  fontSize: vars.fontSize.md,
  // A sheet of paper is narrower than the screen and cannot scroll sideways: the columns share its width by what
  // they hold, and text wraps, instead of keeping the screen's shares and the width the figures ask for.
  '@media': { [media.print]: { tableLayout: 'auto', minWidth: '0 !important' } },
});

/** A cell's horizontal padding, both sides: what a figures column needs besides its text. */
export const cellInset = `calc(2 * ${vars.space.sm})`;

/** The width of the selection and actions columns. */
export const narrowWidth = `calc(${vars.size.control.md} + ${vars.space.sm})`;

export const headerCell = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    height: vars.size.row,
    paddingInline: vars.space.sm,
    backgroundColor: vars.color.surfaceMuted,
    borderBottom: `${vars.size.border} solid ${vars.color.borderStrong}`,
    color: vars.color.text,
    fontWeight: vars.fontWeight.semibold,
    fontSize: vars.fontSize.sm,
    textAlign: 'start',
    // A column's name wider than its column wraps instead of running over the next one's (a tablet's width).
    whiteSpace: 'normal',
    lineHeight: vars.lineHeight.tight,
    // Sticky would print the header once, over the first rows; static, the browser repeats it on every page.
    '@media': { [media.print]: { position: 'static' } },
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
    narrow: { true: { width: narrowWidth, textAlign: 'center' } },
  },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control.sm,
  gap: vars.space.xxs,
  maxWidth: '100%',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand } },
});

export const sortIcon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  // The order shows in the rows themselves; arrows on paper would look like something to press.
  '@media': { [media.print]: { display: 'none' } },
  selectors: { [`${sortButton}[data-sorted="true"] &`]: { color: vars.color.brand } },
});

export const row = style({
  height: vars.size.row,
  // A row is never cut between two sheets of paper.
  breakInside: 'avoid',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background },
    '&[data-selected="true"]': { backgroundColor: vars.color.brandSurface },
  },
});

export const cell = recipe({
  base: {
    height: vars.size.row,
    paddingInline: vars.space.sm,
    borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // Paper has no tooltip to show a cut name whole: a long text wraps inside its column instead.
    '@media': {
      [media.print]: { height: 'auto', whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'break-word' },
    },
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
    narrow: { true: { textAlign: 'center', overflow: 'visible' } },
    // Figures are never cut (the table widens instead, see figuresMinWidth): no ellipsis that would turn
    // $ 12.345,00 into $ 12.3…
    figures: {
      true: {
        overflow: 'visible',
        textOverflow: 'clip',
        fontVariantNumeric: 'tabular-nums',
        '@media': { [media.print]: { whiteSpace: 'nowrap' } },
      },
    },
    // The link inside cuts its own text, so that focused it can show all of it.
    linked: { true: { overflow: 'visible' } },
  },
});

/** The record's name, leading to its detail. */
export const rowLink = style({
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  // A finger's height where fingers are used, without giving up the ellipsis a block needs; on paper the name wraps.
  '@media': { [media.touch]: { lineHeight: touchTarget }, [media.print]: { whiteSpace: 'normal' } },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    // Reached with the keyboard, a cut name shows in full over the next cells: no pointer means no tooltip.
    '&:focus-visible': {
      position: 'relative',
      width: 'max-content',
      minWidth: '100%',
      maxWidth: 'none',
      overflow: 'visible',
      backgroundColor: vars.color.surface,
      textDecoration: 'underline',
    },
  },
});

export const negative = style({ color: vars.color.danger });

export const checkbox = style({
  width: vars.fontSize.lg,
  height: vars.fontSize.lg,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  verticalAlign: 'middle',
});

export const spacer = style({ padding: 0, border: 'none' });

export const state = style({ padding: vars.space.md });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  ...screenOnly,
});

export const pageSize = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const pageSizeSelect = style({ width: 'auto' });

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const pageText = style({
  paddingInline: vars.space.sm,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/*
 * On a phone a paged table shows each row as a card: its cells one under the other, each named by its column
 * (data-label), the actions at the card's top right. A virtualized table keeps its rows, whose height it counts on.
 */
const cards = `${table}[data-layout="cards"]`;

globalStyle(`${cards}, ${cards} tbody`, {
  '@media': { [media.phone]: { display: 'block', minWidth: '0 !important' } },
});

// The column names stay for assistive technology, and the sort buttons for the keyboard: the header row shows
// while one of them has the focus, as a skip link does.
globalStyle(`${cards} thead:not(:focus-within)`, { '@media': { [media.phone]: visuallyHiddenRules } });

globalStyle(`${cards} thead`, { '@media': { [media.phone]: { display: 'block' } } });

globalStyle(`${cards} thead tr`, {
  '@media': { [media.phone]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs } },
});

globalStyle(`${cards} tr`, {
  '@media': {
    [media.phone]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'start',
      columnGap: vars.space.sm,
      height: 'auto',
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      borderBottom: `${vars.size.border} solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${cards} td`, {
  '@media': {
    [media.phone]: {
      display: 'block',
      gridColumn: '1',
      height: 'auto',
      minHeight: 0,
      padding: 0,
      border: 'none',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      textAlign: 'start',
    },
  },
});

globalStyle(`${cards} td[data-label]::before`, {
  '@media': {
    [media.phone]: {
      content: 'attr(data-label) ": "',
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
    },
  },
});

// The record's name leads the card, without its column's name and as a finger-sized link.
globalStyle(`${cards} td[data-slot="row-name"]`, {
  '@media': { [media.phone]: { fontSize: vars.fontSize.lg } },
});

globalStyle(`${cards} td[data-slot="row-name"]::before`, { '@media': { [media.phone]: { content: 'none' } } });

globalStyle(`${cards} td[data-slot="row-name"] a`, {
  '@media': {
    [media.phone]: { display: 'flex', alignItems: 'center', minHeight: vars.size.control.md, whiteSpace: 'normal' },
  },
});

globalStyle(`${cards} td[data-slot="row-select"], ${cards} td[data-slot="row-actions"]`, {
  '@media': { [media.phone]: { gridColumn: '2', gridRow: '1', textAlign: 'end' } },
});

globalStyle(`${cards} td[data-slot="row-select"] + td[data-slot="row-name"]`, {
  '@media': { [media.phone]: { gridRow: '1' } },
});

globalStyle(`${cards} td[data-slot="row-actions"]`, { '@media': { [media.phone]: { gridRow: '1 / span 20' } } });

// The checkboxes and the row menus act on the screen; on paper their columns would only be empty.
globalStyle(`${table} [data-slot="row-select"], ${table} [data-slot="row-actions"]`, {
  '@media': { [media.print]: { display: 'none' } },
});
