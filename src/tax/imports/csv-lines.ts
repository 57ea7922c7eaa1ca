// Line reading shared by the tax-data parsers (SST rate and boundary files, Washington DOR files).
// A parser here is a LineConsumer: it takes one non-blank line at a time and either keeps what it
// read or names the line that is wrong. The same consumer then serves a whole text in memory and an
// async iterable of lines (a file read with node:readline), so a 40,000-line boundary file never has
// to be one string, and the two paths cannot drift apart.

/** Where and why a file was rejected: the 1-based line number and a message for a person. */
export type LineFailure = { ok: false; line: number; message: string };

export interface LineConsumer<R> {
  /** Takes one line that is not blank (BOM and line end already removed); a failure stops the file. */
  take(text: string, line: number): LineFailure | undefined;
  /** Called after the last line (`lastLine` is 0 for an empty file). */
  end(lastLine: number): R | LineFailure;
}

const BOM = '\uFEFF';

export function failure(line: number, message: string): LineFailure {
  return { ok: false, line, message };
}

/** Removes a UTF-8 byte-order mark (some states' files start with one) and a stray trailing CR. */
export function cleanLine(text: string): string {
  const start = text.startsWith(BOM) ? 1 : 0;
  const end = text.endsWith('\r') ? text.length - 1 : text.length;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** The lines of a whole text, numbered from 1, without their line ends. */
export function* linesOf(text: string): Generator<{ line: number; text: string }> {
  // CRLF, LF and a lone CR all end a line. The regex is made per call: its lastIndex is the scan
  // position, and two generators sharing one would trample each other.
  const lineEnd = /\r\n|\n|\r/g;
  let start = 0;
  let line = 1;
  for (let m = lineEnd.exec(text); m !== null; m = lineEnd.exec(text)) {
    yield { line: line++, text: text.slice(start, m.index) };
    start = m.index + m[0].length;
  }
  // A final line end does not open another (empty) line.
  if (start < text.length) yield { line, text: text.slice(start) };
}

/** Lines between two progress reports of `consumeText`. */
const PROGRESS_EVERY = 5_000;

/** Feeds a whole text to a consumer, skipping blank lines; `onLine` hears how far it got now and then. */
export function consumeText<R>(text: string, consumer: LineConsumer<R>, onLine?: (line: number, total: number) => void): R | LineFailure {
  const total = onLine === undefined ? 0 : lineCount(text);
  let last = 0;
  for (const { line, text: raw } of linesOf(text)) {
    last = line;
    if (onLine !== undefined && line % PROGRESS_EVERY === 0) onLine(line, total);
    const clean = cleanLine(raw);
    if (clean.trim() === '') continue;
    const failed = consumer.take(clean, line);
    if (failed !== undefined) return failed;
  }
  const result = consumer.end(last);
  onLine?.(total, total);
  return result;
}

function lineCount(text: string): number {
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * Feeds lines to a consumer, skipping blank lines. Each item must be one line (as node:readline
 * yields them); a quoted field cannot span lines, which none of these formats needs.
 */
export async function consumeLines<R>(
  lines: AsyncIterable<string> | Iterable<string>,
  consumer: LineConsumer<R>,
): Promise<R | LineFailure> {
  let line = 0;
  for await (const raw of lines) {
    line++;
    const clean = cleanLine(raw);
    if (clean.trim() === '') continue;
    const failed = consumer.take(clean, line);
    if (failed !== undefined) return failed;
  }
  return consumer.end(line);
}

/**
 * The cells of one CSV line, trimmed: commas separate, double quotes enclose a cell that holds
 * commas or quotes ("" is one quote). A string is the reason the line cannot be read.
 */
export function splitCsvLine(line: string): string[] | string {
  // Most lines quote nothing: one split, and no string built a character at a time (a 45,000-line
  // boundary file is four million cells, and their garbage is what grows an importing process).
  if (!line.includes('"')) {
    const plain = line.split(',');
    for (let i = 0; i < plain.length; i++) plain[i] = plain[i]!.trim();
    return plain;
  }
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let closed = false; // a quoted cell ended: only spaces may follow before the comma
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
        closed = true;
      } else cell += c;
    } else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
      closed = false;
    } else if (closed) {
      if (c !== ' ' && c !== '\t') return `Unexpected "${c}" after a closing quote in column ${cells.length + 1}`;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else cell += c;
  }
  if (quoted) return `Column ${cells.length + 1} opens a quote that is never closed`;
  cells.push(cell.trim());
  return cells;
}

/**
 * Drops empty cells past `max` (trailing commas some exporters add); the count that remains is the
 * caller's to check.
 */
export function dropTrailingEmpty(cells: string[], max: number): string[] {
  let n = cells.length;
  while (n > max && cells[n - 1] === '') n--;
  return n === cells.length ? cells : cells.slice(0, n);
}
