import { formatPhone } from '@horizontal/domain';
import { ContactLink, type DataTableColumn } from '@horizontal/ui';

type ColumnOptions = Pick<DataTableColumn<never>, 'width'>;

/**
 * A list's phone: searched, sorted and exported as people write it (099 876 534, 2487 1234) and shown as a link that
 * calls it, with WhatsApp beside a mobile.
 */
export const phoneColumn = <Row,>(
  phoneOf: (row: Row) => string,
  options: ColumnOptions = {},
): DataTableColumn<Row> => ({
  id: 'phone',
  header: 'Teléfono',
  value: (row) => formatPhone(phoneOf(row)),
  render: (row) => <ContactLink kind="phone" value={phoneOf(row)} />,
  tabular: true,
  ...options,
});

/** A list's e-mail, shown as a link that writes to it. */
export const emailColumn = <Row,>(
  emailOf: (row: Row) => string,
  options: ColumnOptions = {},
): DataTableColumn<Row> => ({
  id: 'email',
  header: 'Correo electrónico',
  value: emailOf,
  render: (row) => <ContactLink kind="email" value={emailOf(row)} />,
  ...options,
});
