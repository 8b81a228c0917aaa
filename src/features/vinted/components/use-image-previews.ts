import { useEffect, useMemo } from 'react';

/** Object URLs for the chosen images, released when an image is removed or the panel closes. */
export function useImagePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}
