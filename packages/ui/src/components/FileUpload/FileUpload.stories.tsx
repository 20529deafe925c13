import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { FileUpload, type FileUploadProps, type UploadItem } from './FileUpload';

const MB = 1024 * 1024;

function Controlled(props: FileUploadProps) {
  const [files, setFiles] = useState<readonly UploadItem[]>(props.files);
  return (
    <FileUpload
      {...props}
      files={files}
      onSelect={(chosen) => {
        props.onSelect(chosen);
        setFiles((current) => [
          ...current,
          ...chosen.map((file) => ({
            id: file.name,
            name: file.name,
            size: file.size,
            status: 'uploading' as const,
            progress: 30,
          })),
        ]);
      }}
      onRemove={(id) => {
        props.onRemove?.(id);
        setFiles((current) => current.filter((file) => file.id !== id));
      }}
    />
  );
}

const pdf = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const meta = {
  title: 'Formularios/FileUpload',
  component: FileUpload,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Acta de la asamblea',
    files: [],
    accept: ['.pdf', '.jpg', '.png'],
    maxSizeBytes: 5 * MB,
    onSelect: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vacío: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Acta de la asamblea' })).toHaveAccessibleDescription(
      'Tipos admitidos: PDF, JPG, PNG. Tamaño máximo: 5 MB.',
    );
    await userEvent.upload(canvas.getByTestId('file-input'), pdf('acta-marzo.pdf'));
    await expect(args.onSelect).toHaveBeenCalledWith([expect.objectContaining({ name: 'acta-marzo.pdf' })]);
    await expect(canvas.getByRole('progressbar', { name: 'Subiendo 2 KB' })).toHaveAttribute('aria-valuenow', '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar acta-marzo.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledWith('acta-marzo.pdf');
    // Without a mouse: the button opens the system's file picker (stubbed here, a test cannot answer it).
    const openPicker = spyOn(canvas.getByTestId<HTMLInputElement>('file-input'), 'click').mockImplementation(() => {});
    canvas.getByRole('button', { name: 'Seleccionar archivo' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(openPicker).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(openPicker).toHaveBeenCalledTimes(2);
    openPicker.mockRestore();
  },
};

export const ArrastrarYSoltar: Story = {
  args: { multiple: true, maxFiles: 3, label: 'Documentos' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const transfer = new DataTransfer();
    for (const file of [pdf('reglamento.pdf'), new File(['x'], 'plano.dwg'), pdf('balance.pdf', 6 * MB)]) {
      transfer.items.add(file);
    }
    const zone = canvas.getByRole('group', { name: 'Documentos' });
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    await waitFor(() =>
      expect(args.onSelect).toHaveBeenCalledWith([expect.objectContaining({ name: 'reglamento.pdf' })]),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('«plano.dwg» no es de un tipo admitido. Tipos admitidos: PDF, JPG, PNG.');
    await expect(alert).toHaveTextContent('«balance.pdf» pesa 6 MB y el máximo es 5 MB.');
  },
};

export const Subiendo: Story = {
  args: { files: [{ id: '1', name: 'acta-marzo-2026.pdf', size: 1.2 * MB, status: 'uploading', progress: 64 }] },
};

export const Subido: Story = {
  args: { files: [{ id: '1', name: 'acta-marzo-2026.pdf', size: 1.2 * MB, status: 'done' }] },
};

export const ErrorAlSubir: Story = {
  args: {
    files: [
      {
        id: '1',
        name: 'acta-marzo-2026.pdf',
        size: 1.2 * MB,
        status: 'error',
        error: 'Se cortó la conexión. Intente nuevamente.',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledWith('1');
  },
};

export const Deshabilitado: Story = { args: { disabled: true } };
