import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

const serverOnly = { group: ['**/server/**', 'node:*', 'ws'], message: 'server-only module' };
const engineSurface = {
  regex: '(^|/)engine/(?!index\\.ts$)',
  message: 'the panel and overlays import the engine through src/engine/index.ts (rule facts: src/facts/)',
};

export default ts.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'release/',
      '.cache/',
      '.astro/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Browser-side code never reaches into server-only code (SvelteKit-style boundary).
    },
  },
  {
    files: ['src/engine/**', 'src/protocol/**', 'src/facts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly] }] },
  },
  {
    // The pages use the engine through its public surface only (a later block replaces the rule's options).
    files: [
      'src/client/**',
      'overlays/**',
      'control-panel/**',
      'src/pages/**',
      'src/judge/**',
      'draft-page/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverOnly, engineSurface] }] },
  },
  {
    // The judge's page and the shared browser code never borrow from the panel (shared: src/client/).
    files: ['src/client/**', 'src/judge/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverOnly,
            engineSurface,
            {
              group: ['**/control-panel/**'],
              message: 'panel-only module: move what both use to src/client/',
            },
          ],
        },
      ],
    },
  },
  {
    // The mirror: server code never imports browser code (the panel, overlays, pages, src/client).
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/client/**',
                '**/control-panel/**',
                '**/overlays/**',
                '**/judge/**',
                '**/draft-page/**',
                '**/pages/**',
                '**/layouts/**',
                '**/*.svelte',
              ],
              message: 'browser-only module: move what both sides need to src/shared/',
            },
          ],
        },
      ],
    },
  },
  {
    // What both sides import: neither side's code, and no zod (a page pays for what it imports).
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                '**/client/**',
                '**/control-panel/**',
                '**/overlays/**',
                'node:*',
                'ws',
                'zod',
              ],
              message: 'src/shared is imported by the hub and the browser alike',
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks and scripts import no test file: what both need (e.g. scripts/spawn-hub.ts) lives here.
    files: ['bench/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)tests/', message: 'a test file: move what bench/ or scripts/ need out of tests/' },
          ],
        },
      ],
    },
  },
  { files: ['**/*.svelte', '**/*.svelte.ts'], languageOptions: { parserOptions: { parser: ts.parser } } },
  {
    // One result shape, declared in src/protocol/result.ts: a check returns Check, an answer Result.
    ignores: ['src/protocol/result.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSUnionType:has(> TSVoidKeyword):has(> TSTypeReference[typeName.name='Problem'])",
          message: 'a check returns Check (Problem | null, null on every path), never Problem | void',
        },
        {
          selector:
            ':matches(:function, TSMethodSignature, TSFunctionType) > TSTypeAnnotation.returnType > ' +
            "TSUnionType:has(> TSNullKeyword):has(> TSTypeReference[typeName.name='Problem'])",
          message: 'a check returns Check (src/protocol/result.ts), declared once',
        },
        {
          selector:
            "TSTypeAnnotation.returnType > TSTypeReference[typeName.name='Promise'] > TSTypeParameterInstantiation > " +
            "TSUnionType:has(> TSNullKeyword):has(> TSTypeReference[typeName.name='Problem'])",
          message: 'a check returns Promise<Check> (src/protocol/result.ts)',
        },
        {
          selector:
            "TSPropertySignature[key.name='ok'] > TSTypeAnnotation > TSLiteralType > Literal[value=false]",
          message: 'a refusal is Result<T, E, F> (src/protocol/result.ts), not another { ok: false } shape',
        },
        {
          selector: ":matches(VariableDeclarator, FunctionDeclaration) > Identifier.id[name='isProblem']",
          message: 'one isProblem: import it from src/protocol/result.ts',
        },
        {
          selector: "BinaryExpression[operator='in'][left.value='code']",
          message: 'is it a Problem? isProblem (src/protocol/result.ts) asks',
        },
      ],
    },
  },
);
