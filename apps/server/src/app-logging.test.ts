import { expect, it } from 'vitest';
import { serializeError } from './http-options.ts';

it('logs a failed query without its parameters (they can be password hashes)', () => {
  const err = Object.assign(
    new Error('Failed query: update "members" set "password_hash" = $1\nparams: $argon2id$v=19$secret'),
    {
      name: 'DrizzleQueryError',
      query: 'update "members" set "password_hash" = $1',
      params: ['$argon2id$v=19$secret'],
      cause: { code: '23505' },
    },
  );
  const logged = JSON.stringify(serializeError(err));
  expect(logged).not.toContain('argon2id');
  expect(logged).toContain('update \\"members\\"');
  expect(logged).toContain('23505');
  const plain = serializeError(new TypeError('boom'));
  expect(plain).toMatchObject({ type: 'TypeError', message: 'boom' });
  expect(plain.stack).toContain('boom');
});
