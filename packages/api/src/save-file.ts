/** Hands a downloaded file to the person. */
export type SaveFile = (file: Blob, fileName: string) => void;

/**
 * The browser's download: an object URL clicked through a hidden link. Outside a browser (Node, tests) there is
 * nowhere to save to, so a SaveFile must be passed to createApi.
 */
export const browserSaveFile: SaveFile = (file, fileName) => {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') {
    throw new Error('browserSaveFile: no hay un navegador donde guardar el archivo; pase saveFile a createApi.');
  }
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: revoking at once cancels the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
