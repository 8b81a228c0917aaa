import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

describe('the test environment', () => {
  it("keeps MUI's styles out of the document when a test renders without the tests' style cache", () => {
    // Rendered as some tests do, with Testing Library's render and emotion's default cache.
    render(<Button sx={{ color: 'rgb(1, 2, 3)' }}>Save</Button>);

    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    // Each style element in the head would be matched against every element Testing Library names, in this file and
    // every later file of the worker. Named by their cache's key: a file before this one may have left them.
    const keys = Array.from(document.head.querySelectorAll('style[data-emotion]'), (style) =>
      style.getAttribute('data-emotion'),
    );
    expect(keys).toEqual([]);
  });
});
