// An operation is one POST endpoint: its path, who may call it, its zod body schema (the single
// source for validation, handler types and the OpenAPI document), and a use-case call that
// returns a Result. Routes are data; app.ts turns them into fastify routes.
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { StripeServices } from '../integrations/stripe/services.ts';
import type { Conflict, Result, Unavailable } from '../lib/result.ts';
import type { Feature, SellerProfile } from '../seller/sellers/profile.ts';

export type Auth = 'seller' | 'admin';

/** What one call of an operation knows: the process's services, the caller, the path. */
export interface OperationCall<A extends Auth> {
  app: AppContext;
  seller: A extends 'seller' ? SellerProfile : undefined;
  /** The Stripe integration's in-process state (clients, loaded integrations, tax-rate books); set by the API door. */
  stripe?: StripeServices;
  /** Path parameters, already stripped of their `id:` prefix. */
  params: Record<string, string>;
  requestId: string;
  /** Who calls an admin operation (the admin token's fingerprint, or the CLI's user), for the audit log. */
  actor?: string;
  /** Long operations report progress here when the caller wants it (the CLI's progress bar). */
  onProgress?: (progress: { phase: string; done: number; total: number }) => void;
}

export interface Operation<A extends Auth = Auth, B extends z.ZodType = z.ZodType, R = unknown, C extends string = string> {
  /** Stable operation id, e.g. `customers.create`; used in logs and the OpenAPI document. */
  id: string;
  summary: string;
  /** Path as the API documents it, with `{name}` for parameters: `/v1/seller/customers/id:{customerId}/get`. */
  path: string;
  auth: A;
  /** Premium feature the seller must have; otherwise 409 with `featureConflict`. */
  feature?: { name: Feature; conflictType: string };
  body: B;
  /**
   * Schema of the 200 answer as serialised to JSON (`z.object({})` for an empty answer), for the
   * OpenAPI document; in tests every answer is checked against it (app.ts, checkResponses).
   */
  response: z.ZodType;
  /**
   * Conflict types the operation can answer with: the use case's own declared list, for the OpenAPI
   * document. `handle` may return no other (NoInfer: the list alone decides what is allowed).
   */
  conflicts: readonly C[];
  /**
   * Writes the answer's JSON faster than JSON.stringify, for hot operations. Tests write every
   * answer both ways and compare them (answers.ts).
   */
  writeAnswer?(value: R): string;
  /**
   * Headers on every 200 answer, by name, with what the OpenAPI document says of each. A value is
   * read once, when the route is registered: only facts of the process belong here, not of a request.
   */
  responseHeaders?: Record<string, { description: string; value(): string }>;
  /** Override of the default body limit (bytes). */
  bodyLimit?: number;
  handle(call: OperationCall<A>, body: z.output<B>): Promise<Result<R, Conflict & { type: NoInfer<C> }> | Unavailable>;
}

/** Identity function that keeps the generic types tied together at each definition. */
export function defineOperation<A extends Auth, B extends z.ZodType, R, const C extends string>(
  op: Operation<A, B, R, C>,
): Operation<A, B, R, C> {
  return op;
}

// Operations of different types live in one list; the registry only needs the erased shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<Auth, z.ZodType, any>;
