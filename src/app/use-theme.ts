import { useEffect } from 'react';
import { useAppStore } from '../shared/stores/app-store';

/** Applies the theme setting (light / dark / system) as a data attribute on <html>. */
export function useThemeClass(): void {
  const theme = useAppStore((s) => s.settings.theme);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}
