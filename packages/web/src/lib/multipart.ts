/**
 * Files as a multipart body of the typed client: `body: multipart({ image: file })`, its part
 * names checked against the API's document. The document types a binary part as a string; what
 * goes is the FormData, which the client sends as it is (with its own multipart content type).
 */
export function multipart<P extends Record<string, Blob>>(parts: P): { [K in keyof P]: string } {
  const form = new FormData();
  for (const [name, blob] of Object.entries(parts)) form.append(name, blob);
  return form as unknown as { [K in keyof P]: string };
}
