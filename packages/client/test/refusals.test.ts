import { ERROR_CODES, type ErrorCode, LandOfficeError, refusal, unwrap } from '@land-office/client';
import { describe, expect, it } from 'vitest';

const answer = (status: number, error: unknown) =>
  Promise.resolve({ error, response: new Response(null, { status }) });

describe('a refused call', () => {
  it('carries the code the server sent, typed by the list the client exports', async () => {
    const thrown = await unwrap(
      answer(409, {
        error: 'slug: a blog post with this slug already exists',
        code: 'slug_taken',
        field: 'slug',
      }),
    ).catch((err: unknown) => err);
    expect(thrown).toBeInstanceOf(LandOfficeError);
    const { status, message, code, field } = thrown as LandOfficeError;
    expect({ status, message, code, field }).toEqual({
      status: 409,
      message: 'slug: a blog post with this slug already exists',
      code: 'slug_taken',
      field: 'slug',
    });
    const known: ErrorCode | undefined = code;
    expect(ERROR_CODES).toContain(known);
  });

  it('has no code when the answer did not come from the API, or names one it does not know', () => {
    expect(refusal(502, '<html>Bad gateway</html>').code).toBeUndefined();
    expect(refusal(400, { error: 'Refused', code: 'no_such_code' }).code).toBeUndefined();
    expect(refusal(502, undefined).message).toBe('Request failed (502)');
  });
});
