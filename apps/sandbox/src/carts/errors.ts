/** A change a cart (or its checkout) refuses, with the service error id and message to answer. */
export class CartChangeError extends Error {
  override readonly name = 'CartChangeError';
  constructor(
    readonly id: string,
    message: string,
  ) {
    super(message);
  }
}
