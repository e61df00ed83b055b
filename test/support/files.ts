import { deflateSync, crc32 } from 'node:zlib';
import { portalHeaders, type JsonResponse, type TestServer } from './harness.js';

/** Real small files, built byte by byte: what a browser would upload. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `width` × 1 red pixels (8-bit RGB). */
export function png(width = 1): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([255, 0, 0]))]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(row)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal one-page PDF (valid enough for every reader's sniffing and for file-type). */
export function pdf(text = 'Payment proof'): Buffer {
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface FilePart {
  bytes: Buffer;
  /** The part's declared Content-Type. */
  type?: string;
  name?: string;
  field?: string;
}

/** POST /files/upload as multipart/form-data (the fetch FormData encoder, like a browser). */
export async function uploadFile(
  server: TestServer,
  token: string | undefined,
  workspace: string | undefined,
  parts: FilePart | FilePart[],
  extraHeaders: Record<string, string> = {},
): Promise<JsonResponse> {
  const form = new FormData();
  for (const part of Array.isArray(parts) ? parts : [parts]) {
    form.append(part.field ?? 'file', new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }), part.name ?? 'upload.bin');
  }
  const headers = portalHeaders({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(workspace ? { 'x-workspace-id': workspace } : {}),
    ...extraHeaders,
  });
  const response = await fetch(`${server.url}/web/v1/partner/files/upload`, { method: 'POST', headers, body: form });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** GET a file's bytes. */
export async function downloadFile(server: TestServer, token: string, workspace: string, fileBizId: string) {
  const response = await fetch(`${server.url}/web/v1/partner/files/${fileBizId}/download`, {
    headers: portalHeaders({ authorization: `Bearer ${token}`, 'x-workspace-id': workspace, accept: '*/*' }),
  });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
