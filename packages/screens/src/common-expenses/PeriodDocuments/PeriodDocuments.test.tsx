import { type CommonExpense, commonExpenseMessages, type DocumentJob } from '@horizontal/domain';
import { ThemeRoot } from '@horizontal/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodDocuments, type PeriodDocumentsProps } from './PeriodDocuments';
import { busyReason, openNotice } from './period-documents';

afterEach(cleanup);

const period = (status: CommonExpense['status']): CommonExpense => ({
  id: 4,
  buildingId: 1,
  period: '2026-03',
  dueDate: '2026-04-10',
  status,
  reserveFundBasisPoints: 1_000,
  extraFeeAmount: 0,
  extraFeeSplit: 'coeficiente',
  income: 0,
  expense: 0,
  units: 2_000,
  commonExpenses: 0,
  extraFee: 0,
  totalPeriod: 0,
  payments: 0,
  totalDebt: 0,
});

const job = (fields: Partial<DocumentJob> = {}): DocumentJob => ({
  id: 1,
  commonExpenseId: 4,
  kind: 'generar',
  status: 'terminado',
  total: 2_000,
  done: 2_000,
  failed: 0,
  failures: [],
  startedBy: 'Martín Rodríguez',
  createdAt: '2026-04-02T22:40:00.000Z',
  finishedAt: '2026-04-02T22:52:00.000Z',
  ...fields,
});

const props = (fields: Partial<PeriodDocumentsProps> = {}): PeriodDocumentsProps => ({
  period: period('generado'),
  jobs: { status: 'ready', jobs: [job()] },
  statements: { total: 2_000, withDocument: 2_000, sent: 0 },
  onGenerate: vi.fn(async () => ({ ok: true as const })),
  onSend: vi.fn(async () => ({ ok: true as const })),
  onRetry: vi.fn(),
  ...fields,
});

const draw = (given: PeriodDocumentsProps) => render(<PeriodDocuments {...given} />, { wrapper: ThemeRoot });

const section = () => within(screen.getByRole('region', { name: 'Estados de cuenta en PDF' }));

/** The section's own live region (the skeletons have theirs while loading). */
const liveRegion = () => section().getAllByRole('status').at(-1)!;

describe('PeriodDocuments', () => {
  it('only asks an open month to be closed', () => {
    draw(props({ period: period('borrador') }));
    expect(section().getByText(openNotice)).toBeInTheDocument();
    expect(section().queryAllByRole('button')).toHaveLength(0);
    expect(section().queryByRole('progressbar')).toBeNull();
  });

  it('announces a job once when it ends or starts, not at every poll of its progress', () => {
    const running = job({ status: 'en_curso', done: 10, finishedAt: null });
    const first = props({ period: period('cerrado'), jobs: { status: 'ready', jobs: [running] } });
    const { rerender } = draw(first);
    const redraw = (jobs: DocumentJob[]) => rerender(<PeriodDocuments {...first} jobs={{ status: 'ready', jobs }} />);
    expect(liveRegion()).toBeEmptyDOMElement();

    redraw([{ ...running, done: 900 }]);
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(section().getByRole('progressbar')).toHaveAttribute('aria-valuenow', '900');

    redraw([job()]);
    expect(liveRegion()).toHaveTextContent('Generación de los estados de cuenta: terminado, 2.000 de 2.000.');

    redraw([job({ id: 2, kind: 'enviar', status: 'en_curso', total: 2_100, done: 0, finishedAt: null }), job()]);
    expect(liveRegion()).toHaveTextContent('Envío de los estados de cuenta por correo: en curso, 0 de 2.100.');
  });

  it('starts nothing while a job runs, saying why under each button', () => {
    const sending = job({ id: 2, kind: 'enviar', status: 'en_curso', total: 2_100, done: 640, finishedAt: null });
    draw(props({ jobs: { status: 'ready', jobs: [sending, job()] } }));
    const send = section().getByRole('button', { name: 'Enviar por correo' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription(commonExpenseMessages.jobRunning('enviar'));
    const generate = section().getByRole('button', { name: 'Generar de nuevo' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription(busyReason('generar', 'enviar'));
  });

  it('gives each button its own job’s reason first when both run', () => {
    const sending = job({ id: 2, kind: 'enviar', status: 'en_curso', total: 2_100, done: 640, finishedAt: null });
    const generating = job({ id: 3, status: 'en_curso', done: 10, finishedAt: null });
    draw(props({ jobs: { status: 'ready', jobs: [generating, sending, job()] } }));
    expect(section().getByRole('button', { name: 'Enviar por correo' })).toHaveAccessibleDescription(
      commonExpenseMessages.jobRunning('enviar'),
    );
    expect(section().getByRole('button', { name: 'Generar de nuevo' })).toHaveAccessibleDescription(
      commonExpenseMessages.jobRunning('generar'),
    );
  });

  it('sends only once confirmed, and shows the server’s refusal in an alert', async () => {
    const onSend = vi.fn(async () => ({ ok: false as const, message: 'No hay nada nuevo que enviar.' }));
    draw(props({ onSend }));
    await userEvent.click(section().getByRole('button', { name: 'Enviar por correo' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '¿Enviar por correo los estados de cuenta de Marzo 2026?',
    });
    expect(dialog).toHaveTextContent('Se enviarán 2.000 estados de cuenta');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar por correo' }));
    expect(onSend).toHaveBeenCalledOnce();
    const alert = await section().findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo iniciar el envío');
    expect(alert).toHaveTextContent('No hay nada nuevo que enviar.');
  });

  it('offers neither generating nor sending to a profile that may not', () => {
    draw(props({ onGenerate: undefined, onSend: undefined }));
    expect(section().queryAllByRole('button')).toHaveLength(0);
    expect(section().getByRole('progressbar', { name: 'Generación de los estados de cuenta' })).toBeInTheDocument();
  });
});
