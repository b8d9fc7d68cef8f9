/** A multipart form as the services see it, read by plugins/multipart-form.ts. */
export interface MultipartForm {
  fields: Record<string, string>;
  /** The one file part the route expects, or null when the form had none. */
  file: { fileName: string; bytes: Buffer } | null;
}
