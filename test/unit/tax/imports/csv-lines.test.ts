import { describe, expect, it } from 'vitest';
import {
  cleanLine,
  consumeLines,
  consumeText,
  dropTrailingEmpty,
  failure,
  linesOf,
  splitCsvLine,
  type LineConsumer,
} from '../../../../src/tax/imports/csv-lines.ts';

/** Records what it was given; fails on a line reading "bad". */
function recorder(): LineConsumer<{ ok: true; taken: [number, string][]; last: number }> & { taken: [number, string][] } {
  const taken: [number, string][] = [];
  return {
    taken,
    take(text, line) {
      if (text === 'bad') return failure(line, 'bad line');
      taken.push([line, text]);
      return undefined;
    },
    end: (last) => ({ ok: true, taken, last }),
  };
}

describe('linesOf', () => {
  it('numbers lines across LF, CRLF and lone CR, without a phantom line after the final line end', () => {
    expect([...linesOf('a\nb\r\nc\rd\n')]).toEqual([
      { line: 1, text: 'a' },
      { line: 2, text: 'b' },
      { line: 3, text: 'c' },
      { line: 4, text: 'd' },
    ]);
    expect([...linesOf('only')]).toEqual([{ line: 1, text: 'only' }]);
    expect([...linesOf('')]).toEqual([]);
  });

  it('keeps blank lines so later numbers stay true to the file', () => {
    expect([...linesOf('a\n\nb')].map((l) => l.line)).toEqual([1, 2, 3]);
  });

  it('two generators over different texts do not disturb each other', () => {
    const a = linesOf('a1\na2\na3');
    const b = linesOf('b1\nb2');
    expect([a.next().value, b.next().value, a.next().value, b.next().value, a.next().value]).toEqual([
      { line: 1, text: 'a1' },
      { line: 1, text: 'b1' },
      { line: 2, text: 'a2' },
      { line: 2, text: 'b2' },
      { line: 3, text: 'a3' },
    ]);
  });
});

describe('cleanLine', () => {
  it('drops a byte-order mark and a trailing CR', () => {
    expect(cleanLine('\uFEFF27,45\r')).toBe('27,45');
    expect(cleanLine('27,45')).toBe('27,45');
  });
});

describe('splitCsvLine', () => {
  it('splits and trims plain cells, keeping empty ones', () => {
    expect(splitCsvLine('a, b ,,c,')).toEqual(['a', 'b', '', 'c', '']);
  });

  it('reads quoted cells with commas and doubled quotes', () => {
    expect(splitCsvLine('"27","ST. PAUL, CITY OF","say ""hi""", "x" ')).toEqual(['27', 'ST. PAUL, CITY OF', 'say "hi"', 'x']);
  });

  it('names an unclosed quote and text after a closing quote', () => {
    expect(splitCsvLine('a,"b')).toBe('Column 2 opens a quote that is never closed');
    expect(splitCsvLine('"a"b,c')).toBe('Unexpected "b" after a closing quote in column 1');
  });
});

describe('dropTrailingEmpty', () => {
  it('drops empty cells past the limit only', () => {
    expect(dropTrailingEmpty(['a', 'b', '', ''], 2)).toEqual(['a', 'b']);
    expect(dropTrailingEmpty(['a', 'b', 'c', ''], 2)).toEqual(['a', 'b', 'c']);
    expect(dropTrailingEmpty(['a', ''], 2)).toEqual(['a', '']);
  });
});

describe('consumeText and consumeLines', () => {
  const text = '\uFEFFfirst\r\n\r\n   \nsecond\r\n';

  it('skip blank lines, strip the BOM and CRs, and report the last line number', () => {
    const r = consumeText(text, recorder());
    expect(r).toEqual({
      ok: true,
      taken: [
        [1, 'first'],
        [4, 'second'],
      ],
      last: 4,
    });
  });

  it('give the same result for an async iterable of lines', async () => {
    async function* lines() {
      yield* ['\uFEFFfirst\r', '', '   ', 'second\r'];
    }
    expect(await consumeLines(lines(), recorder())).toEqual(consumeText(text, recorder()));
  });

  it('stop at the first failure with its line number', async () => {
    const consumer = recorder();
    expect(consumeText('ok\n\nbad\nnever', consumer)).toEqual({ ok: false, line: 3, message: 'bad line' });
    expect(consumer.taken).toEqual([[1, 'ok']]);
    expect(await consumeLines(['ok', '', 'bad', 'never'], recorder())).toEqual({ ok: false, line: 3, message: 'bad line' });
  });
});
