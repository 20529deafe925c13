import { StyleSheet } from '@react-pdf/renderer';
import { documentTheme as theme } from '../theme';

// Inter's default figures are proportional: amounts in a column line up only with its tabular ones.
const tabular = { fontFeatureSettings: ['tnum'] };

const amountColumn = { width: theme.amountColumn, textAlign: 'right', ...tabular } as const;

export const styles = StyleSheet.create({
  // No lineHeight anywhere: Inter's own (1.21 em) reads well, and a lineHeight grows on every layout of a page that
  // has a <Text render>, until the footer's page number is pushed off it (react-pdf issues 3083, 3402).
  page: {
    fontFamily: theme.font,
    fontSize: theme.size.body,
    color: theme.color.text,
    paddingTop: theme.page.marginTop,
    paddingBottom: theme.page.marginBottom,
    paddingHorizontal: theme.page.marginX,
  },
  // A page that does not wrap takes its content's height: at least A4's, and more when the content does not fit.
  singlePage: { minHeight: theme.page.a4Height },
  muted: { color: theme.color.muted },
  strong: { fontWeight: 700 },
  title: { fontSize: theme.size.title, fontWeight: 700 },
  period: { fontSize: theme.size.subtitle, marginBottom: theme.space.lg },
  parties: { flexDirection: 'row', gap: theme.space.xl, marginBottom: theme.space.lg },
  party: { flex: 1 },
  items: { borderTopWidth: theme.rule.thin, borderTopColor: theme.color.rule },
  row: {
    flexDirection: 'row',
    paddingVertical: theme.space.xs,
    borderBottomWidth: theme.rule.thin,
    borderBottomColor: theme.color.faint,
  },
  totalRow: { borderBottomColor: theme.color.rule },
  label: { flex: 1 },
  amount: amountColumn,
  grandTotal: {
    flexDirection: 'row',
    marginTop: theme.space.sm,
    paddingVertical: theme.space.sm,
    paddingHorizontal: theme.space.sm,
    borderWidth: theme.rule.thick,
    borderColor: theme.color.text,
  },
  grandTotalLabel: { flex: 1, fontSize: theme.size.subtitle, fontWeight: 700 },
  grandTotalAmount: { ...amountColumn, fontSize: theme.size.subtitle, fontWeight: 700 },
  due: { marginTop: theme.space.sm, fontSize: theme.size.emphasis, fontWeight: 700, textAlign: 'right' },
  paymentBox: {
    marginTop: theme.space.lg,
    padding: theme.space.md,
    gap: theme.space.xs,
    borderWidth: theme.rule.thin,
    borderColor: theme.color.rule,
    backgroundColor: theme.color.shade,
  },
  reference: { fontSize: theme.size.emphasis, fontWeight: 700, ...tabular },
  section: { marginTop: theme.space.xl },
  sectionTitle: { fontSize: theme.size.emphasis, fontWeight: 700, marginBottom: theme.space.sm },
  tableRow: {
    flexDirection: 'row',
    paddingVertical: theme.space.xs,
    borderBottomWidth: theme.rule.thin,
    borderBottomColor: theme.color.faint,
  },
  tableHead: { fontWeight: 700, borderBottomColor: theme.color.rule },
  periodCell: { flex: 1.4 },
  dateCell: { flex: 1, ...tabular },
  moneyCell: { flex: 1, textAlign: 'right' },
  wideMoneyCell: { flex: 1.3, textAlign: 'right' },
  figures: tabular,
  note: { marginTop: theme.space.sm, fontSize: theme.size.small, color: theme.color.muted },
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
