// Builds a multipart/form-data body by hand, as a browser form sends it, for fastify.inject.
import crypto from 'node:crypto';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export function multipartBody(fields: Record<string, string | number | (string | number)[]>, files: FilePart[] = []) {
  const boundary = `----usta${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const push = (text: string) => chunks.push(Buffer.from(text, 'utf8'));
  for (const [name, value] of Object.entries(fields)) {
    const values = Array.isArray(value)
      ? value.map((item, index) => [`${name}[${index}]`, item] as const)
      : [[name, value] as const];
    for (const [fieldName, fieldValue] of values) {
      push(`--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"\r\n\r\n${fieldValue}\r\n`);
    }
  }
  for (const file of files) {
    push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    );
    chunks.push(file.data);
    push('\r\n');
  }
  push(`--${boundary}--\r\n`);
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
