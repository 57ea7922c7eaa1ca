// The test-time check of every 200 answer: its schema, and an answer writer against JSON.stringify.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerProblem } from '../../src/api/answers.ts';

describe('answer check', () => {
  const schema = z.object({ id: z.string(), version: z.number().int() });

  it('accepts an answer in its schema, whatever the key order of the written text', () => {
    expect(answerProblem(schema, { version: 2, id: 'a' }, '{"id":"a","version":2}')).toBeNull();
    expect(answerProblem(schema, { id: 'a', version: 2 }, undefined)).toBeNull();
  });

  it('names an answer outside its schema, with the issues', () => {
    const problem = answerProblem(schema, { id: 'a', version: 1.5 }, undefined);
    expect(problem?.message).toMatch(/documented response schema/);
    expect(problem?.issues).toEqual([expect.objectContaining({ path: ['version'] })]);
  });

  it('names written text that says something JSON.stringify would not', () => {
    expect(answerProblem(schema, { id: 'a', version: 2 }, '{"id":"a","version":3}')?.message).toMatch(/answer writer/);
    expect(answerProblem(schema, { id: 'a', version: 2 }, '{"id":"a"}')?.message).toMatch(/answer writer/);
  });
});
