import { describe, expect, it } from 'vitest';
import { theme } from '../../src/theme/theme';

describe('the theme', () => {
  // The production build leaves MUI's CSS-variables half out (vite.config.ts, muiWithoutCssVariables); a theme that
  // asked for CSS variables or colour schemes would need it.
  it('uses no CSS theme variables and no colour schemes', () => {
    expect('colorSchemes' in theme).toBe(false);
    expect(theme.vars).toBeUndefined();
    expect(theme.palette.mode).toBe('dark');
  });
});
