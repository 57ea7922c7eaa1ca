-- Transaction bodies are a few kilobytes of JSON written twice per save (current row and version
-- row); pglz compression was the largest single cost of a save. lz4 compresses them several times
-- faster. PostgreSQL builds without lz4 (PGlite) keep pglz: the DO block makes this a no-op there.
DO $$
BEGIN
  ALTER TABLE "transactions" ALTER COLUMN "input" SET COMPRESSION lz4, ALTER COLUMN "body" SET COMPRESSION lz4;
  ALTER TABLE "transaction_versions" ALTER COLUMN "input" SET COMPRESSION lz4, ALTER COLUMN "body" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  RAISE NOTICE 'lz4 is not available; transaction JSON keeps the default compression';
END $$;
