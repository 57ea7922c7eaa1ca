// An operation is one POST endpoint: its path, who may call it, its zod body schema (the single
// source for validation, handler types and the OpenAPI document), and a use-case call that
// returns a Result. Routes are data; app.ts turns them into fastify routes.
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Conflict, Result, Unavailable } from '../lib/result.ts';
import type { Feature, SellerProfile } from '../seller/sellers/profile.ts';

export type Auth = 'seller' | 'admin';

/** What one call of an operation knows: the process's services, the caller, the path. */
export interface OperationCall<A extends Auth> {
  app: AppContext;
  seller: A extends 'seller' ? SellerProfile : undefined;
  /** Path parameters, already stripped of their `id:` prefix. */
  params: Record<string, string>;
  requestId: string;
  /** Who calls an admin operation (the admin token's fingerprint, or the CLI's user), for the audit log. */
  actor?: string;
  /** Long operations report progress here when the caller wants it (the CLI's progress bar). */
  onProgress?: (progress: { phase: string; done: number; total: number }) => void;
}

export interface Operation<A extends Auth = Auth, B extends z.ZodType = z.ZodType, R = unknown> {
  /** Stable operation id, e.g. `customers.create`; used in logs and the OpenAPI document. */
  id: string;
  summary: string;
  /** Path as the API documents it, with `{name}` for parameters: `/v1/seller/customers/id:{customerId}/get`. */
  path: string;
  auth: A;
  /** Premium feature the seller must have; otherwise 409 with `featureConflict`. */
  feature?: { name: Feature; conflictType: string };
  body: B;
  /** Response schema for the OpenAPI document. */
  response?: z.ZodType;
  /** Conflict types the operation can answer with, for the OpenAPI document. */
  conflicts: readonly string[];
  /** Override of the default body limit (bytes). */
  bodyLimit?: number;
  handle(call: OperationCall<A>, body: z.output<B>): Promise<Result<R, Conflict> | Unavailable>;
}

/** Identity function that keeps the generic types tied together at each definition. */
export function defineOperation<A extends Auth, B extends z.ZodType, R>(op: Operation<A, B, R>): Operation<A, B, R> {
  return op;
}

// Operations of different types live in one list; the registry only needs the erased shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperation = Operation<Auth, z.ZodType, any>;
