import { createDeflate } from 'node:zlib';

/**
 * A one-page PDF whose content stream is a Flate stream of `inflatedBytes` spaces: a decompression
 * bomb (4 GiB inflates from about 4 MB). Built in memory by tests and the benchmark, never committed.
 * `hex` wraps the Flate data in ASCIIHexDecode, as an attacker would to hide the filter.
 */
export async function makeFlateBombPdf(inflatedBytes: number, options: { hex?: boolean } = {}): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(Math.min(16 * 1024 * 1024, inflatedBytes), 0x20);
  for (let left = inflatedBytes; left > 0; left -= block.length) {
    const piece = left >= block.length ? block : block.subarray(0, left);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  let stream = Buffer.concat(chunks);
  let filter = '/FlateDecode';
  if (options.hex) {
    stream = Buffer.from(`${stream.toString('hex')}>`, 'latin1');
    filter = '[/ASCIIHexDecode /FlateDecode]';
  }
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (b: Buffer | string) => {
    const buf = typeof b === 'string' ? Buffer.from(b, 'latin1') : b;
    parts.push(buf);
    length += buf.length;
  };
  const object = (n: number, body: (string | Buffer)[]) => {
    offsets[n] = length;
    push(`${n} 0 obj\n`);
    body.forEach(push);
    push('\nendobj\n');
  };
  push('%PDF-1.4\n');
  object(1, ['<< /Type /Catalog /Pages 2 0 R >>']);
  object(2, ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>']);
  object(3, ['<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>']);
  object(4, [`<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`, stream, '\nendstream']);
  const xref = length;
  push(`xref\n0 5\n0000000000 65535 f \n`);
  for (let n = 1; n <= 4; n++) push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts));
}
