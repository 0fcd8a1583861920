import type { Readable } from 'node:stream';

export interface StoredMeta {
  contentType: string;
  /** Bytes; required by object stores to stream a body of known length. */
  size: number;
}

/**
 * Where uploaded bytes live. Keys are made by the server only (`public/2025/06/f….png`), never from a
 * client's file name; implementations refuse anything else.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, meta: StoredMeta): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Throws when the storage cannot be used now (the health check). */
  check(): Promise<void>;
}

const KEY = /^(public|private)\/[0-9]{4}\/[0-9]{2}\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** Defence in depth: a key that the server could not have made is refused before any I/O. */
export function assertKey(key: string) {
  if (!KEY.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
