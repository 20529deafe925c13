/** "850 KB", "12,4 MB": sizes as people in Uruguay write them, comma for decimals. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'] as const;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = size >= 100 || Number.isInteger(size) ? String(Math.round(size)) : size.toFixed(1).replace('.', ',');
  return `${rounded.replace(/,0$/, '')} ${units[unit]}`;
};

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

/** ".pdf, .jpg" → "PDF, JPG". */
export const describeTypes = (extensions: readonly string[]): string =>
  extensions.map((extension) => extension.replace(/^\./, '').toUpperCase()).join(', ');

export type FileRules = { accept?: readonly string[]; maxSizeBytes?: number; maxFiles?: number };

/** Splits the chosen files into the ones to upload and a Spanish message for each one refused. */
export const checkFiles = (
  files: readonly File[],
  { accept, maxSizeBytes, maxFiles }: FileRules,
  alreadyChosen = 0,
): { accepted: File[]; rejections: string[] } => {
  const accepted: File[] = [];
  const rejections: string[] = [];
  for (const file of files) {
    if (accept && accept.length > 0 && !accept.map((type) => type.toLowerCase()).includes(extensionOf(file.name))) {
      rejections.push(`«${file.name}» no es de un tipo admitido. Tipos admitidos: ${describeTypes(accept)}.`);
    } else if (maxSizeBytes !== undefined && file.size > maxSizeBytes) {
      rejections.push(
        `«${file.name}» pesa ${formatFileSize(file.size)} y el máximo es ${formatFileSize(maxSizeBytes)}.`,
      );
    } else if (maxFiles !== undefined && alreadyChosen + accepted.length >= maxFiles) {
      rejections.push(
        `«${file.name}» no se agregó: puede adjuntar hasta ${maxFiles} ${maxFiles === 1 ? 'archivo' : 'archivos'}.`,
      );
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejections };
};
