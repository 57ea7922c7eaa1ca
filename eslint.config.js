// ESLint (flat config): the JavaScript and typescript-eslint recommended rules over the code.
// Formatting is Biome's (biome.json); type errors are tsc's (npm run typecheck).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'src/generated/', '.levy/', 'content/', 'bench/results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        structuredClone: 'readonly',
        performance: 'readonly',
        TextEncoder: 'readonly',
        TextDecoder: 'readonly',
        setImmediate: 'readonly',
        queueMicrotask: 'readonly',
        AbortController: 'readonly',
        Response: 'readonly',
        Request: 'readonly',
        Headers: 'readonly',
      },
    },
    rules: {
      // tsc reports unused locals and parameters (noUnusedLocals, noUnusedParameters); a `_` prefix marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Tests read JSON answers field by field; typing every answer would only restate the schemas.
    files: ['test/**', 'bench/**', 'scripts/demo.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
