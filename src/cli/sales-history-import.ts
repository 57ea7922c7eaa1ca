// `levy transactions import SELLER --file history.csv`: streams the file to the import operation in
// chunks of lines (through a running server's admin API, or in this process). The file is never
// held whole in memory; the import remembers the last chunk it took, so a second run of the same
// file resumes there.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import { createInterface } from 'node:readline';
import type { ChunkAnswer } from '../admin/sales-history.ts';
import type { Answer, Caller } from './answer.ts';

const CHUNK_LINES = 5_000;

export async function importSalesHistoryFile(
  path: string,
  sellerId: string,
  call: Caller,
  progress: ((p: { phase: string; done: number; total: number }) => void) | undefined,
  err: (s: string) => void,
): Promise<Answer> {
  const { sha256, lines: totalLines } = await digest(path);
  if (totalLines === 0) return { status: 400, body: `${path} is empty: it needs a header line` };
  const reader = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  const send = (header: string, firstLine: number, lines: string[], last: boolean) =>
    call({ params: { sellerId }, body: { fileName: basename(path), sha256, header, firstLine, lines: lines.join('\n'), last } });
  let header: string | null = null;
  let lineNo = 0;
  let chunk: string[] = [];
  let chunkStart = 2;
  // Lines before this one were imported by an earlier run.
  let skipBefore = 2;
  let answer: Answer | null = null;
  const flush = async (last: boolean): Promise<Answer | null> => {
    const sent = await send(header!, chunkStart, chunk, last);
    if (sent.status !== 200) return sent;
    const body = sent.body as ChunkAnswer;
    for (const e of body.errors) err(`line ${e.line}: ${e.message}`);
    progress?.({ phase: 'import', done: body.nextLine - 1, total: totalLines });
    chunk = [];
    chunkStart = body.nextLine;
    answer = sent;
    return null;
  };
  for await (const text of reader) {
    lineNo++;
    if (header === null) {
      header = text;
      // Where does the import of this file stand? An empty first chunk answers that.
      const probe = await send(header, 2, [], false);
      const nextLine = (probe.body as { nextLine?: unknown }).nextLine;
      if (probe.status === 409 && (probe.body as { type?: string }).type === 'salesHistoryOutOfOrder' && typeof nextLine === 'number') {
        skipBefore = chunkStart = nextLine;
        err(`resuming at line ${nextLine}`);
      } else if (probe.status !== 200) return probe;
      continue;
    }
    if (lineNo < skipBefore) continue;
    chunk.push(text);
    if (chunk.length === CHUNK_LINES) {
      const failed = await flush(false);
      if (failed !== null) return failed;
    }
  }
  const failed = await flush(true);
  if (failed !== null) return failed;
  const last = answer!.body as ChunkAnswer;
  return {
    status: 200,
    body: { importId: last.importId, lines: totalLines, imported: last.imported, rejected: last.rejected, finished: last.finished },
  };
}

/** The file's SHA-256 and its number of lines, in one streaming pass. */
async function digest(path: string): Promise<{ sha256: string; lines: number }> {
  const hash = createHash('sha256');
  let lines = 0;
  let lastByte = 10;
  for await (const piece of createReadStream(path)) {
    const bytes = piece as Buffer;
    hash.update(bytes);
    for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) lines++;
    lastByte = bytes[bytes.length - 1] ?? lastByte;
  }
  return { sha256: hash.digest('hex'), lines: lastByte === 10 ? lines : lines + 1 };
}
