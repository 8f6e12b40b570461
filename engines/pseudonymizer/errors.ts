import createError from '@fastify/error';

/** A well-formed body that asks for something the protocol does not allow. */
export const BadCheckRequestError = createError<[string]>(
  'AIGW_PSEUDONYMIZER_BAD_REQUEST',
  'Invalid request: %s',
  400,
);

