/** Where uploaded files live. The local adapter writes to DATA_DIR/uploads; an S3 adapter fits the same shape. */
export interface Storage {
  /** Stores `body` under `key` (e.g. `profile/12/ab12cd.webp`) and answers its public URL path. */
  save(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file behind a URL path `save` returned; unknown or foreign paths are ignored. */
  remove(urlPath: string): Promise<void>;
}
