/** What a mutation that shows the server's message resolves with. */
export interface WithMessage<T> {
  message: string;
  data: T;
}

/** The server's message and `data` of an answer, for calls whose success the portal shows as a toast. */
export async function withMessage<T>(promise: Promise<{ message: string; data: T }>): Promise<WithMessage<T>> {
  const { message, data } = await promise;
  return { message, data };
}
