/** Where uploaded media live. `put` answers the URL a browser loads the file from. */
export interface StorageDriver {
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  remove(key: string): Promise<void>;
}
