import { useTranslation } from 'react-i18next';
import { SIGN_RULER } from '../../core/astrology/chart-analysis';
import { type SunInSign, sunSignsOfYear } from '../../core/astrology/sign-ingress';
import { SIGNS } from '../../core/astrology/vocabulary';
import { chineseHiddenStems } from '../../core/bazi/hidden-stems';
import {
  BRANCHES,
  branchElement,
  controls,
  ELEMENTS,
  produces,
  STEMS,
  stemElement,
  stemPolarity,
} from '../../core/bazi/stems-branches';
import { intlLocale } from '../../i18n/intl-locale';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import type { TableKind } from './content/vocabulary';
import {
  AspectsTable,
  PlanetsTable,
  SolarTermsTable,
  StagesTable,
  TenGodsTable,
} from './reference-tables-more';

const SIGN_ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
const HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The two hours of the i-th branch: 子 23:00–00:59, 丑 01:00–02:59 … (may break after the dash on phones). */
function BranchHours({ index }: { index: number }) {
  const start = (index * 2 + 23) % 24;
  return (
    <>
      {pad(start)}:00–
      <wbr />
      {pad((start + 1) % 24)}:59
    </>
  );
}

function StemsTable() {
  const { t } = useTranslation('learn');
  return (
    <table className="learn-table">
      <caption>{t('tables.stems.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.stems.stem')}</th>
          <th scope="col">{t('tables.stems.reading')}</th>
          <th scope="col">{t('tables.stems.element')}</th>
          <th scope="col">{t('tables.stems.polarity')}</th>
        </tr>
      </thead>
      <tbody>
        {STEMS.map((s) => (
          <tr key={s}>
            <th scope="row" className="learn-glyph">
              {s}
            </th>
            <td>{t(`terms.stems.${s}`)}</td>
            <td>{t(`terms.elements.${stemElement(s)}`)}</td>
            <td>{t(`terms.polarity.${stemPolarity(s)}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BranchesTable() {
  const { t } = useTranslation('learn');
  return (
    <table className="learn-table">
      <caption>{t('tables.branches.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.branches.branch')}</th>
          <th scope="col">{t('tables.branches.animal')}</th>
          <th scope="col">{t('tables.branches.elementHidden')}</th>
          <th scope="col">{t('tables.branches.hours')}</th>
        </tr>
      </thead>
      <tbody>
        {BRANCHES.map((b, i) => (
          <tr key={b}>
            <th scope="row">
              <span className="learn-glyph">{b}</span>
              <span className="learn-sub">{t(`terms.branches.${b}.reading`)}</span>
            </th>
            <td>{t(`terms.branches.${b}.animal`)}</td>
            <td>
              {t(`terms.elements.${branchElement(b)}`)}
              {/* The stems the branch holds, main first, under its element (a column of their own is too wide for a phone). */}
              <span className="learn-sub">
                {chineseHiddenStems(b)
                  .map((h) => h.stem)
                  .join(t('facts.listJoin'))}
              </span>
            </td>
            <td className="learn-num">
              <BranchHours index={i} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ElementsTable() {
  const { t } = useTranslation('learn');
  return (
    <table className="learn-table">
      <caption>{t('tables.elements.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.elements.element')}</th>
          <th scope="col">{t('tables.elements.produces')}</th>
          <th scope="col">{t('tables.elements.controls')}</th>
          <th scope="col">{t('tables.elements.season')}</th>
        </tr>
      </thead>
      <tbody>
        {ELEMENTS.map((e) => (
          <tr key={e}>
            <th scope="row">{t(`terms.elements.${e}`)}</th>
            <td>{t(`terms.elements.${produces(e)}`)}</td>
            <td>{t(`terms.elements.${controls(e)}`)}</td>
            <td>
              {t(`terms.elementInfo.${e}.season`)} · {t(`terms.elementInfo.${e}.direction`)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A month/day in the reader's language and time zone ("3/20", "3月20日", "20 Mar"). */
function monthDay(utcMs: number, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), {
    month: lang === 'en' ? 'short' : 'numeric',
    day: 'numeric',
  }).format(new Date(utcMs));
}

/**
 * The twelve signs: degrees, element, modality, traditional ruler, and the days the Sun spends in each this year
 * (the engine's ingress instants, read on the reader's own clock: the dates move by a day from year to year).
 */
function SignsTable() {
  const { t, i18n } = useTranslation(['learn', 'results']);
  const year = new Date().getFullYear();
  const suns = sunSignsOfYear(year);
  return (
    <table className="learn-table">
      <caption>{t('tables.signs.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.signs.sign')}</th>
          <th scope="col">
            {t('tables.signs.element')}
            <span className="learn-sub">{t('tables.signs.modality')}</span>
          </th>
          <th scope="col">{t('tables.signs.ruler')}</th>
        </tr>
      </thead>
      <tbody>
        {SIGNS.map((s, i) => {
          const sun = suns[i] as SunInSign;
          return (
            <tr key={s}>
              <th scope="row">
                {t(`terms.signs.${s}`)}
                <span className="learn-sub">
                  {i * 30}°–{i * 30 + 30}°
                </span>
                <span className="learn-sub" data-sun-dates={s}>
                  {monthDay(sun.fromUtcMs, i18n.language)}–<wbr />
                  {/* the last whole day: the day before the next sign's ingress */}
                  {monthDay(sun.toUtcMs - 86_400_000, i18n.language)}
                </span>
              </th>
              <td>
                {t(`terms.signElements.${SIGN_ELEMENTS[i % 4]}`)}
                <span className="learn-sub">{t(`terms.modalities.${MODALITIES[i % 3]}`)}</span>
              </td>
              <td>{t(`results:bodies.${SIGN_RULER[s]}`)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={3}>
            <span className="learn-sub">{t('tables.signs.datesNote', { year })}</span>
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function HousesTable() {
  const { t } = useTranslation('learn');
  return (
    <table className="learn-table">
      <caption>{t('tables.houses.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('tables.houses.house')}</th>
          <th scope="col">{t('tables.houses.theme')}</th>
        </tr>
      </thead>
      <tbody>
        {HOUSES.map((h) => (
          <tr key={h}>
            <th scope="row" className="learn-num">
              {h}
            </th>
            <td>{t(`terms.houses.${h}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const TABLES: Readonly<Record<TableKind, () => React.JSX.Element>> = {
  stems: StemsTable,
  branches: BranchesTable,
  elements: ElementsTable,
  signs: SignsTable,
  houses: HousesTable,
  tenGods: TenGodsTable,
  stages: StagesTable,
  solarTerms: SolarTermsTable,
  planets: PlanetsTable,
  aspects: AspectsTable,
};

/**
 * A lesson's reference table, built from the engine's own tables (stems, branches with their hidden stems, elements,
 * ten gods, life stages, solar terms, signs, dignities, houses, aspects and their orbs); on a screen too
 * narrow for it, it scrolls inside its own region named by its caption.
 */
export function ReferenceTable({ table }: { table: TableKind }) {
  const { t } = useTranslation('learn');
  const Table = TABLES[table];
  return (
    <ScrollRegion className="learn-table-wrap" label={t(`tables.${table}.caption`)}>
      <Table />
    </ScrollRegion>
  );
}
