import { StyleSheet } from '@react-pdf/renderer';
import { documentTheme as theme } from '../theme';

const tabular = { fontFeatureSettings: ['tnum'] };

/**
 * A4 landscape: the category, twelve months and the year side by side, 776 of the page's 782 points. At 6 pt a
 * month's cell holds «$ 99.999.999,99» (Inter's figures are ~0.6 em), and the year's «$ 999.999.999.999,99».
 */
export const styles = StyleSheet.create({
  page: {
    fontFamily: theme.font,
    fontSize: theme.size.body,
    color: theme.color.text,
    paddingTop: theme.page.marginTop,
    paddingBottom: theme.page.marginBottom,
    paddingHorizontal: theme.page.marginX - 12,
  },
  title: { fontSize: theme.size.title, fontWeight: 700 },
  subtitle: { fontSize: theme.size.subtitle, marginBottom: theme.space.lg },
  strong: { fontWeight: 700 },
  muted: { color: theme.color.muted },
  balances: { flexDirection: 'row', gap: theme.space.lg, marginBottom: theme.space.lg },
  balance: {
    flex: 1,
    padding: theme.space.md,
    borderWidth: theme.rule.thin,
    borderColor: theme.color.rule,
    backgroundColor: theme.color.shade,
  },
  balanceAmount: { fontSize: theme.size.emphasis, fontWeight: 700, ...tabular },
  section: { marginTop: theme.space.lg },
  sectionTitle: { fontSize: theme.size.emphasis, fontWeight: 700, marginBottom: theme.space.sm },
  row: {
    flexDirection: 'row',
    fontSize: 6,
    paddingVertical: 1.5,
    borderBottomWidth: theme.rule.thin,
    borderBottomColor: theme.color.faint,
  },
  head: { fontWeight: 700, borderBottomColor: theme.color.rule },
  totalRow: { fontWeight: 700, borderBottomColor: theme.color.rule, backgroundColor: theme.color.shade },
  category: { width: 96, paddingRight: theme.space.sm },
  month: { width: 50, textAlign: 'right', ...tabular },
  year: { width: 80, textAlign: 'right', ...tabular },
  debt: { flexDirection: 'row', gap: theme.space.xl },
  note: { marginTop: theme.space.sm, fontSize: theme.size.small, color: theme.color.muted },
  footer: {
    position: 'absolute',
    bottom: theme.page.marginBottom / 2,
    left: theme.page.marginX - 12,
    right: theme.page.marginX - 12,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: theme.size.small,
    color: theme.color.muted,
  },
});
