import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place, RegionGroup } from '../../core/geo/place';
import { type FormLang, placeOptions } from './birthplace';
import { coordsText } from './coords-text';
import { loadFullEngine, type PlaceEngine } from './place-engine';

/** Spec §9: the dropdown closes this long after the field loses focus (so a click on an option lands). */
export const DROPDOWN_CLOSE_DELAY_MS = 150;
/** Suggestions per region group. */
const LIMIT_PER_REGION = 6;

interface Props {
  id: string;
  lang: FormLang;
  /** The best place list loaded so far; null until the first focus has loaded the core list. */
  engine: PlaceEngine | null;
  /** Called on focus: starts loading the place list (core first, then the world list; the towns list on typing). */
  onStart(): void;
  value: string;
  /** The user typed: any earlier choice no longer holds. */
  onType(value: string): void;
  /** The user picked a suggestion. */
  onChoose(place: Place): void;
  /** The dropdown closed after the field lost focus (the text may need a decision). */
  onLeave(): void;
  invalid: boolean;
  describedBy?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
}

/**
 * Birthplace field: free text with a grouped city list (Japan / China / Hong Kong-Macao-Taiwan / World) that
 * opens on focus and filters on every keystroke. Each option shows the name and what tells it apart (region,
 * country; coordinates when even those repeat). Arrow keys move through the options, Enter chooses, Escape
 * closes; the list closes 150 ms after blur.
 */
export function PlaceCombobox(props: Props) {
  const { id, lang, engine, value, invalid, describedBy, inputRef } = props;
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();

  // Searched once per text (not on every render of the form).
  const { groups, options } = useMemo(() => {
    if (!engine) return { groups: [], options: [] };
    const groups = engine.search(engine.gazetteer, value, { limit: LIMIT_PER_REGION, lang });
    return {
      groups,
      options: placeOptions(
        engine,
        groups.flatMap((g) => g.places),
        lang,
      ),
    };
  }, [engine, value, lang]);

  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (p: Place) => {
    close();
    props.onChoose(p);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // IME conversion in progress
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(options.length - 1, a + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(-1, a - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault();
      choose(options[active].place);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    }
  };

  let index = -1;
  const regionLabel = (r: RegionGroup) => t(`regions.${r}`);
  const expanded = open && options.length > 0;

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
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={describedBy}
        placeholder={t('form.birthplacePlaceholder')}
        value={value}
        onFocus={() => {
          props.onStart();
          if (closeTimer.current) clearTimeout(closeTimer.current);
          setOpen(true);
        }}
        onBlur={() => {
          closeTimer.current = setTimeout(() => {
            close();
            props.onLeave();
          }, DROPDOWN_CLOSE_DELAY_MS);
        }}
        onChange={(e) => {
          // Searching needs the whole list (places of 15,000 people and more): fetched from the first keystroke.
          if (e.target.value.trim()) loadFullEngine().catch(() => undefined);
          props.onType(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {expanded && (
        <div className="combobox-list" id={listId} role="listbox" aria-label={t('form.birthplace')}>
          {groups.map((g) => (
            // biome-ignore lint/a11y/useSemanticElements: ARIA listbox groups must be role="group" inside role="listbox"
            <div key={g.region} role="group" aria-labelledby={`${listId}-${g.region}`}>
              <div className="combobox-group" id={`${listId}-${g.region}`} role="presentation">
                {regionLabel(g.region)}
              </div>
              {g.places.map(() => {
                index += 1;
                const i = index;
                const o = options[i];
                if (!o) return null;
                const context = [
                  ...o.context,
                  ...(o.samePlaceName ? [coordsText(t, o.place.lat, o.place.lng)] : []),
                ].join(t('form.contextSeparator'));
                return (
                  <div
                    key={o.place.id}
                    id={`${listId}-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={i === active ? 'combobox-option active' : 'combobox-option'}
                    tabIndex={-1}
                    onPointerDown={(e) => e.preventDefault()}
                    onClick={() => choose(o.place)}
                    onKeyDown={(e) => e.key === 'Enter' && choose(o.place)}
                  >
                    <span className="combobox-name">{o.name}</span>
                    <span className="combobox-meta">{context}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
