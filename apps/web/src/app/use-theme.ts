import { useLayoutEffect } from 'react';
import { applyTheme, type ThemeColors } from './theme';

/** Applies a theme to <html> before paint whenever its colours change. */
export function useApplyTheme(theme: ThemeColors): void {
  const { primary_color, secondary_color, background, dark_mode } = theme;
  useLayoutEffect(() => {
    applyTheme({ primary_color, secondary_color, background, dark_mode });
  }, [primary_color, secondary_color, background, dark_mode]);
}
