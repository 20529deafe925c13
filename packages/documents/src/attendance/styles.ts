import { StyleSheet } from '@react-pdf/renderer';
import { documentTheme as theme } from '../theme';

const tabular = { fontFeatureSettings: ['tnum'] };

/** A4 portrait: unit, coefficient, attendance, proxy and a signature's room, 511 of the page's 511 points. */
export const styles = StyleSheet.create({
  page: {
    fontFamily: theme.font,
    fontSize: theme.size.body,
    color: theme.color.text,
    paddingTop: theme.page.marginTop,
    paddingBottom: theme.page.marginBottom,
    paddingHorizontal: theme.page.marginX,
  },
  title: { fontSize: theme.size.title, fontWeight: 700 },
  subtitle: { fontSize: theme.size.subtitle, marginBottom: theme.space.sm },
  muted: { color: theme.color.muted },
  quorum: {
    marginVertical: theme.space.lg,
    padding: theme.space.md,
    borderWidth: theme.rule.thin,
    borderColor: theme.color.rule,
    backgroundColor: theme.color.shade,
    gap: theme.space.xs,
  },
  strong: { fontWeight: 700 },
  row: {
    flexDirection: 'row',
    paddingVertical: 5,
    borderBottomWidth: theme.rule.thin,
    borderBottomColor: theme.color.faint,
    alignItems: 'flex-end',
  },
  head: { fontWeight: 700, borderBottomColor: theme.color.rule, paddingVertical: 3 },
  // One line each, whatever the name's length: the pages are cut by counting rows (AttendancePdf).
  unit: { width: 90, maxLines: 1, textOverflow: 'ellipsis' },
  coefficient: { width: 60, textAlign: 'right', paddingRight: theme.space.md, ...tabular },
  kind: { width: 110, maxLines: 1 },
  proxy: { width: 131, paddingRight: theme.space.sm, maxLines: 1, textOverflow: 'ellipsis' },
  signature: { width: 120, borderBottomWidth: theme.rule.thin, borderBottomColor: theme.color.rule },
  footer: {
    position: 'absolute',
    bottom: theme.page.marginBottom / 2,
    left: theme.page.marginX,
    right: theme.page.marginX,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: theme.size.small,
    color: theme.color.muted,
  },
});
