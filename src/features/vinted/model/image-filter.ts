/** JPG or PNG only, each at most 10 MB, at most 6 in total. */
export const MAX_IMAGES = 6;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export interface ImageFilterResult<F> {
  accepted: F[];
  skipped: { type: number; size: number; count: number };
}

interface FileLike {
  type: string;
  size: number;
}

/** Adds the incoming files that keep every rule, in order, to what is there; counts the rest by reason. */
export function addImages<F extends FileLike>(existing: readonly F[], incoming: readonly F[]): ImageFilterResult<F> {
  const accepted = [...existing].slice(0, MAX_IMAGES);
  const skipped = { type: 0, size: 0, count: 0 };
  for (const file of incoming) {
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) skipped.type++;
    else if (file.size > MAX_IMAGE_BYTES) skipped.size++;
    else if (accepted.length >= MAX_IMAGES) skipped.count++;
    else accepted.push(file);
  }
  return { accepted, skipped };
}
