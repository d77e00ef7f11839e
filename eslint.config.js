import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'supabase/functions/', 'public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A timer declared before the stream whose callbacks clear it, assigned after: a let is right.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Tests wait for events, never for a clock: a loaded machine makes the suite slower, never red.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/helpers/patience.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='timeout'] > Literal.value[value>0]",
          message: 'A test never fails by a clock: wait for the event (`eventually` from tests/helpers/patience.ts).',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^setDefault(Navigation)?Timeout$/] > Literal.arguments[value>0]',
          message: 'Pages wait without a limit already (tests/helpers/browser.ts).',
        },
        {
          selector: "Literal[value='networkidle']",
          message:
            "500 ms without a request may never come on a loaded machine: wait for the page's own events (startedByItself in tests/helpers/hydration.ts).",
        },
        {
          // it(name, fn, 120_000), it.each(rows)(name, fn, 120_000), describe(name, fn, 120_000): a test timeout.
          selector:
            'CallExpression:matches([callee.name=/^(it|test|describe)$/], [callee.object.name=/^(it|test|describe)$/], [callee.callee.object.name=/^(it|test|describe)$/]) > Literal.arguments:nth-child(3)',
          message: 'A test never fails by a clock: leave out the timeout argument (vitest.config: testTimeout 0).',
        },
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/][arguments.length<2]",
          message: 'vi.waitFor gives up after 1 s by default: pass `eventually` (tests/helpers/patience.ts).',
        },
      ],
    },
  },
);
