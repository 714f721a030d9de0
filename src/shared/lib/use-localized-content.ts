import { useEffect, useState } from 'react';

type Loader = () => Promise<{ default: unknown }>;

/**
 * Static content in the current language, loaded on demand from a Vite glob of `{lang}.json` files (each its own
 * chunk). Returns the content, or `failed` when the language has no file or the chunk could not be loaded.
 */
export function useLocalizedContent<T>(
  files: Record<string, Loader>,
  dir: string,
  lang: string,
): { content: T | null; failed: boolean } {
  const [state, setState] = useState<{ content: T | null; failed: boolean }>({
    content: null,
    failed: false,
  });
  useEffect(() => {
    let live = true;
    const load = files[`${dir}/${lang}.json`];
    setState({ content: null, failed: !load });
    load?.().then(
      (m) => live && setState({ content: m.default as T, failed: false }),
      () => live && setState({ content: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [files, dir, lang]);
  return state;
}
