/** A reply that is JSON but not the shape the venue documents (or holds no market we can read). */
export class VenueShapeError extends Error {
  constructor(detail: string) {
    super(`unexpected reply: ${detail}`);
    this.name = 'VenueShapeError';
  }
}
