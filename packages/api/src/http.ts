import type { CallAnswer, CallDefinition, CallParams, CallRequest, Failure } from '@horizontal/domain';
import { buildPath, HTTP_TIMEOUT_MS, X_SYSTEM_HEADER, X_SYSTEM_VALUE } from '@horizontal/domain';
import axios, { isAxiosError } from 'axios';
import { browserSaveFile, type SaveFile } from './save-file';

export type HttpOptions = {
  /** Where the API lives; the same host under /api by default. */
  baseURL?: string;
  /** The session token, read on every call so a new sign-in takes effect at once. */
  getToken: () => string | null;
  /** How a downloaded file reaches the person; a browser download by default. */
  saveFile?: SaveFile;
  /**
   * Told when a call that sent a token is answered 401 (the session expired or was closed elsewhere), with the
   * server's message: the app offers to sign in again without losing the screen.
   */
  onSessionOver?: (message: string) => void;
};

export type CallInput<C extends CallDefinition> = { params?: CallParams<C>; body?: CallRequest<C> };

/** What a blob call answers once its file has been handed to `saveFile`. */
export type Downloaded = { ok: true; message: string; fileName: string };

export const connectionFailure: Failure = { ok: false, message: 'No se pudo conectar con el servidor' };

/** Thrown by uploads to and downloads from storage: the spec makes these errors throw (SPEC §8). */
export class StorageError extends Error {
  override name = 'StorageError';
  readonly status: number | null;

  constructor(message: string, status: number | null = null) {
    super(message);
    this.status = status;
  }
}

const isAnswer = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'ok' in value && 'message' in value;

/** A failed blob call still answers JSON; with responseType arraybuffer it arrives as bytes. */
const answerFromBytes = (data: unknown): Failure | null => {
  if (!(data instanceof ArrayBuffer) && !ArrayBuffer.isView(data)) return isAnswer(data) ? data : null;
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(data));
    return isAnswer(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

const toBlob = (data: unknown, contentType: string | undefined): Blob => {
  const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : (data as Uint8Array);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType ?? 'application/octet-stream' });
};

const headerOf = (headers: unknown, name: string): string | undefined => {
  const value = (headers as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

export const createHttp = ({ baseURL = '/api', getToken, saveFile = browserSaveFile, onSessionOver }: HttpOptions) => {
  const instance = axios.create({
    baseURL,
    timeout: HTTP_TIMEOUT_MS,
    headers: { [X_SYSTEM_HEADER]: String(X_SYSTEM_VALUE) },
  });
  /** Storage is another host: no x-system, no x-token, no base URL. */
  const storage = axios.create({ timeout: HTTP_TIMEOUT_MS });

  /**
   * The last ok answer of each GET with its ETag, for this session only (forgotten when the token changes): the
   * server answers an unchanged list with a 304 and no body. Memory only, as the server's no-store asks.
   */
  const remembered = new Map<string, { etag: string; data: unknown }>();
  let rememberedFor: string | null = null;
  const REMEMBERED_MAX = 64;

  const request = async <C extends CallDefinition>(definition: C, input: CallInput<C>, binary: boolean) => {
    const token = definition.public && !definition.tokenWhenSignedIn ? null : getToken();
    const url = buildPath(definition.path, input.params as Record<string, string | number> | undefined);
    const revalidates = definition.method === 'GET' && !binary;
    if (token !== rememberedFor) {
      remembered.clear();
      rememberedFor = token;
    }
    const known = revalidates ? remembered.get(url) : undefined;
    const response = await instance.request({
      method: definition.method,
      url,
      data: definition.method === 'GET' ? undefined : (input.body ?? {}),
      headers: { ...(token ? { 'x-token': token } : {}), ...(known ? { 'if-none-match': known.etag } : {}) },
      responseType: binary ? 'arraybuffer' : 'json',
      validateStatus: (status) => (status >= 200 && status < 300) || (known !== undefined && status === 304),
    });
    if (known && response.status === 304) {
      // Most recently used last, so the oldest is the first to go.
      remembered.delete(url);
      remembered.set(url, known);
      return { ...response, data: known.data };
    }
    const etag = headerOf(response.headers, 'etag');
    if (revalidates && etag && (response.data as { ok?: unknown } | null)?.ok === true) {
      remembered.delete(url);
      remembered.set(url, { etag, data: response.data });
      if (remembered.size > REMEMBERED_MAX) remembered.delete(remembered.keys().next().value!);
    }
    return response;
  };

  /** Returns the answer body, or the error body (SPEC §7); never throws. */
  const call = async <C extends CallDefinition>(definition: C, input: CallInput<C> = {}): Promise<CallAnswer<C>> => {
    try {
      const response = await request(definition, input, false);
      return response.data as CallAnswer<C>;
    } catch (error) {
      if (isAxiosError(error) && isAnswer(error.response?.data)) {
        if (error.response.status === 401 && error.config?.headers?.['x-token']) {
          onSessionOver?.(error.response.data.message);
        }
        return error.response.data;
      }
      return connectionFailure;
    }
  };

  /** A blob call: the file goes to `saveFile` under `fileName`; a failure returns the error body, never throws. */
  const download = async <C extends CallDefinition>(
    definition: C,
    fileName: string,
    input: CallInput<C> = {},
  ): Promise<Downloaded | Failure> => {
    let file: Blob;
    try {
      const response = await request(definition, input, true);
      const contentType = headerOf(response.headers, 'content-type');
      if (contentType?.startsWith('application/json')) return answerFromBytes(response.data) ?? connectionFailure;
      file = toBlob(response.data, contentType);
    } catch (error) {
      if (isAxiosError(error)) return answerFromBytes(error.response?.data) ?? connectionFailure;
      return connectionFailure;
    }
    saveFile(file, fileName);
    return { ok: true, message: 'Archivo descargado.', fileName };
  };

  /**
   * PUT a file to a signed storage URL; throws StorageError when storage refuses or cannot be reached. `onProgress`
   * hears the share of the bytes sent so far (0 to 1) as the transport reports it, and 1 once storage has them.
   */
  const putToStorage = async (
    url: string,
    headers: Record<string, string>,
    file: Blob,
    onProgress?: (fraction: number) => void,
  ) => {
    // The transport's reports are throttled and one may come late: none after the answer takes the bar back.
    let answered = false;
    try {
      await storage.put(url, file, {
        headers,
        onUploadProgress: onProgress
          ? ({ loaded, total }) => {
              const size = total ?? file.size;
              // Sent is not stored: the last share waits for storage's answer.
              if (!answered && size > 0) onProgress(Math.min(loaded / size, 0.99));
            }
          : undefined,
      });
      answered = true;
      onProgress?.(1);
    } catch (error) {
      const status = isAxiosError(error) ? (error.response?.status ?? null) : null;
      // Our own storage says why in Spanish (a content that is not its type, a used link); a bucket says it in XML.
      const data = isAxiosError(error) ? (error.response?.data as { message?: unknown } | undefined) : undefined;
      const own = typeof data?.message === 'string' ? data.message : null;
      throw new StorageError(
        own ?? `No se pudo subir el archivo al almacenamiento${status ? ` (error ${status})` : ''}.`,
        status,
      );
    }
  };

  /** GET a file from a signed storage URL; throws StorageError on failure. */
  const getFromStorage = async (url: string): Promise<Blob> => {
    try {
      const response = await storage.get(url, { responseType: 'arraybuffer' });
      return toBlob(response.data, headerOf(response.headers, 'content-type'));
    } catch (error) {
      const status = isAxiosError(error) ? (error.response?.status ?? null) : null;
      throw new StorageError(
        `No se pudo descargar el archivo del almacenamiento${status ? ` (error ${status})` : ''}.`,
        status,
      );
    }
  };

  return { call, download, putToStorage, getFromStorage, saveFile };
};

export type Http = ReturnType<typeof createHttp>;
