/** A stored file as `list` gives it. */
export interface StoredFile {
  /** the URL path `save` returned for it (`/uploads/<key>`) */
  urlPath: string;
  size: number;
  modifiedAt: Date;
}

/** Where uploaded files live. The local adapter writes to DATA_DIR/uploads; an S3 adapter fits the same shape. */
export interface Storage {
  /** Stores `body` under `key` (e.g. `profile/12/ab12cd.webp`) and answers its public URL path. */
  save(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file behind a URL path `save` returned; unknown or foreign paths are ignored. */
  remove(urlPath: string): Promise<void>;
  /** The size in bytes of the file behind a URL path `save` returned; null when there is none. */
  size(urlPath: string): Promise<number | null>;
  /**
   * Every stored file under `prefix` (a key prefix such as `listings/`). Optional: a store that
   * cannot list its files leaves it out, and the sweep of orphan files is skipped.
   */
  list?(prefix: string): AsyncIterable<StoredFile>;
}
