import { createLocalDiskStorage, type FileStorage } from './file-storage.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';

/** Local disk (the default, `DATA_DIR/uploads`) or an S3-compatible bucket; config.ts decides from the environment. */
export type StorageConfig = { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageOptions);

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalDiskStorage(config.dir);
}
