/** A URL the browser uses directly: PUT the file to it with these headers. */
export type SignedUpload = {
  url: string;
  method: 'PUT';
  headers: Record<string, string>;
  key: string;
  expiresAt: string;
};

/** `size` is signed: the storage refuses a body of any other length. A URL uploads once. */
export type UploadRequest = { key: string; contentType: string; size: number };

export type Storage = {
  kind: 'local' | 's3';
  signUpload: (request: UploadRequest) => Promise<SignedUpload>;
  signDownload: (key: string, options?: { fileName?: string }) => Promise<string>;
  /** Server-made files (statements, spreadsheets). */
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  get: (key: string) => Promise<Buffer | null>;
  /** The first `bytes` bytes of a stored file (fewer if it is shorter); null when there is none. */
  head: (key: string, bytes: number) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};
