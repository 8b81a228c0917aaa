import * as z from 'zod/mini';

/**
 * An object of exactly these keys: any other key fails, as with zod's `strictObject`. Built on `looseObject` and a
 * check instead, because `strictObject` refuses other keys through a `never` catch-all, and that one schema type would
 * join zod's core in the sign-in page's bundle (zod is one module, carrying what the whole app uses of it) and put it
 * over its budget. The keys are checked on what zod read: a key named `__proto__` is dropped there (zod never makes
 * it a prototype), the others fail. Used where what is read comes from outside (another tab, the browser's storage) and is shown.
 */
export function closedObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z
    .looseObject(shape)
    .check(z.refine((value) => Object.keys(value).every((key) => Object.hasOwn(shape, key)), 'unexpected key'));
}
