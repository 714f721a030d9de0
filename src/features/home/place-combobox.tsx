import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Gazetteer } from '../../core/geo/gazetteer';
import type { Place, RegionGroup } from '../../core/geo/place';
import type { PlaceGroup } from '../../core/geo/search-places';
import { languageOf } from '../../i18n/languages';

/** Spec §9: the dropdown closes this long after the field loses focus (so a click on an option lands). */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

type Engine = {
  gazetteer: Gazetteer;
  search: typeof import('../../core/geo/search-places').searchPlaces;
  resolve: typeof import('../../core/geo/resolve-place').resolvePlace;
};
let enginePromise: Promise<Engine> | null = null;

/** The gazetteer and its search, loaded on first focus (they are not part of the home route's first load). */
export function loadPlaceEngine(): Promise<Engine> {
  enginePromise ??= Promise.all([
    import('../../core/geo/gazetteer'),
    import('../../core/geo/search-places'),
    import('../../core/geo/resolve-place'),
  ]).then(async ([g, s, r]) => ({
    gazetteer: await g.loadGazetteer(),
    search: s.searchPlaces,
    resolve: r.resolvePlace,
  }));
  return enginePromise;
}

export function placeLabel(p: Place, lang: 'ja' | 'zh' | 'en'): string {
  if (lang === 'ja') return p.names.ja ?? p.names.zhHant ?? p.names.en;
  if (lang === 'zh') return p.names.zhHans ?? p.names.zhHant ?? p.names.ja ?? p.names.en;
  return p.names.en;
}

/** The grey hint beside an option: the English name of a foreign city, else its prefecture/province or country. */
function placeMeta(p: Place, lang: 'ja' | 'zh' | 'en'): string {
  if (lang !== 'en' && p.region === 'world') return p.names.en;
  return p.admin ?? p.country;
}

interface Props {
  id: string;
  value: string;
  onChange(value: string): void;
  invalid: boolean;
  describedBy?: string;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * Birthplace field: free text with a grouped city list (Japan / China / Hong Kong-Macao-Taiwan / World) that
 * opens on focus, filters on every keystroke by any name, and closes on Escape, on a choice and 150 ms after
 * blur. Arrow keys move through the options; Enter chooses.
 */
export function PlaceCombobox({ id, value, onChange, invalid, describedBy, inputRef }: Props) {
  const { t, i18n } = useTranslation('home');
  const lang = languageOf(i18n.language) ?? 'ja';
  const [engine, setEngine] = useState<Engine | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [unresolved, setUnresolved] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();

  const groups: PlaceGroup[] = engine ? engine.search(engine.gazetteer, value, { limit: 6, lang }) : [];
  const flat = groups.flatMap((g) => g.places);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const ensureEngine = () => {
    loadPlaceEngine().then(setEngine, (e) => console.warn('Place list could not be loaded', e));
  };

  const choose = (p: Place) => {
    onChange(placeLabel(p, lang));
    setOpen(false);
    setActive(-1);
    setUnresolved(null);
  };

  const checkResolution = (text: string) => {
    if (text.trim() === '') return setUnresolved(null);
    loadPlaceEngine().then(
      (e) => {
        const hit = e.resolve(e.gazetteer, text, { lang });
        setUnresolved(hit.resolved ? null : text.trim());
      },
      () => setUnresolved(null),
    );
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // IME conversion in progress
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(flat.length - 1, a + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(-1, a - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && flat[active]) {
      e.preventDefault();
      choose(flat[active] as Place);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let index = -1;
  const regionLabel = (r: RegionGroup) => t(`regions.${r}`);
  const noteId = `${id}-note`;

  return (
    <div className="combobox">
      <input
        id={id}
        ref={inputRef}
        type="text"
        role="combobox"
        autoComplete="off"
        required
        aria-required="true"
        aria-invalid={invalid}
        aria-autocomplete="list"
        aria-expanded={open && flat.length > 0}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={[describedBy, unresolved ? noteId : ''].filter(Boolean).join(' ') || undefined}
        placeholder={t('form.birthplacePlaceholder')}
        value={value}
        onFocus={() => {
          ensureEngine();
          if (closeTimer.current) clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => {
            setOpen(false);
            setActive(-1);
            checkResolution(value);
          }, DROPDOWN_CLOSE_DELAY_MS);
        }}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
          setUnresolved(null);
        }}
        onKeyDown={onKeyDown}
      />
      {open && flat.length > 0 && (
        <div className="combobox-list" id={listId} role="listbox" aria-label={t('form.birthplace')}>
          {groups.map((g) => (
            // biome-ignore lint/a11y/useSemanticElements: ARIA listbox groups must be role="group" inside role="listbox"
            <div key={g.region} role="group" aria-labelledby={`${listId}-${g.region}`}>
              <div className="combobox-group" id={`${listId}-${g.region}`} role="presentation">
                {regionLabel(g.region)}
              </div>
              {g.places.map((p) => {
                index += 1;
                const i = index;
                return (
                  <div
                    key={p.id}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={i === active ? 'combobox-option active' : 'combobox-option'}
                    tabIndex={-1}
                    onPointerDown={(e) => e.preventDefault()}
                    onClick={() => choose(p)}
                    onKeyDown={(e) => e.key === 'Enter' && choose(p)}
                  >
                    <span>{placeLabel(p, lang)}</span>
                    <span className="combobox-meta">{placeMeta(p, lang)}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
      {unresolved && (
        <p id={noteId} className="field-note" role="status">
          {t('form.placeFallback', { place: unresolved })}
        </p>
      )}
    </div>
  );
}
