import type { AnyOperation } from '../operation.ts';
import { adminOperations } from './admin.ts';
import { customerOperations } from './customers.ts';

/** Every operation Levy serves, seller and admin. */
export const operations: readonly AnyOperation[] = [...customerOperations, ...adminOperations];
