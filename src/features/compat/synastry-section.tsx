import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signElement } from '../../core/astrology/chart-analysis';
import {
  ANGLES,
  type Angle,
  CHART_BODIES,
  type ChartBody,
  type ChartPoint,
  type Sign,
} from '../../core/astrology/vocabulary';
import type { ChartOutput } from '../../core/chart/compute-chart';
import type { HouseOverlay, InterAspect } from '../../core/compat/synastry';
import { unixMsFromJdUt } from '../../core/time/julian-day';
import { INTL_LOCALE } from '../../i18n/intl-locale';
import { languageOf } from '../../i18n/languages';
import { coordsText } from '../../shared/birth-form/coords-text';
import type { Conventions } from '../../shared/stores/app-types';
import { ScrollRegion } from '../../shared/ui/scroll-region';
import { BODY_GLYPH, SIGN_GLYPH } from '../../shared/ui/wheel/glyphs';
import { BiWheel, WHEEL_LINE_ORB_DEG } from './bi-wheel';
import type { CompatReading } from './compat-reading';
import { ContactLine } from './contact-line';

/** Contacts this close get a sentence of their own under the table. */
export const TIGHT_ORB_DEG = 2;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A body's or angle's name with its glyph (angles have none). */
function PointName({ point }: { point: ChartPoint }) {
  const { t } = useTranslation('results');
  const glyph = point in BODY_GLYPH ? BODY_GLYPH[point as ChartBody] : null;
  return (
    <>
      {glyph && (
        <span className="glyph" aria-hidden="true">
          {glyph}{' '}
        </span>
      )}
      {t(`bodies.${point}`)}
    </>
  );
}

/** A point's place in the zodiac, as the natal tables show it (degree and minute truncated). */
type Position = { sign: Sign; degree: number; minute: number };

/** "♉ Taurus 12°05′". */
function SignPosition({ p }: { p: Position }) {
  const { t } = useTranslation('results');
  return (
    <>
      <span className={`glyph zel-${signElement(p.sign)}`} aria-hidden="true">
        {SIGN_GLYPH[p.sign]}
      </span>{' '}
      {t(`signs.${p.sign}`)}{' '}
      <span className="num">
        {p.degree}°{pad2(p.minute)}′
      </span>
    </>
  );
}

/** A contact whose orb is uncertain: it involves the Moon of someone whose birth time is unknown. */
const approximate = (c: InterAspect, aTimed: boolean, bTimed: boolean) =>
  (c.a === 'moon' && !aTimed) || (c.b === 'moon' && !bTimed);

/**
 * Every contact, grouped as core orders them (compat-synthesis.ts): between the two people's personal points first,
 * then those touching one of them, the rest, and the contacts of their generation last.
 */
function ContactTable({ reading }: { reading: CompatReading }) {
  const { t } = useTranslation(['compat', 'results']);
  const aTimed = reading.a.angles !== null;
  const bTimed = reading.b.angles !== null;
  const rows = reading.synthesis.ordered;
  const anyApprox = rows.some((c) => approximate(c, aTimed, bTimed));
  const anyPartDay = rows.some((c) => c.wholeDay === false);
  return (
    <>
      <ScrollRegion label={t('synastry.tableTitle')}>
        <table className="data compat-contacts" data-testid="synastry-table">
          <thead>
            <tr>
              <th scope="col" className="c-a">
                {t('people.you')}
              </th>
              <th scope="col" className="c-asp">
                {t('results:astro.aspect')}
              </th>
              <th scope="col" className="c-b">
                {t('people.partner')}
              </th>
              <th scope="col" className="c-orb">
                {t('results:astro.orb')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c, i) => [
              rows[i - 1]?.class !== c.class && (
                <tr key={`group-${c.class}`} className="compat-group" data-group={c.class}>
                  <th scope="colgroup" colSpan={4}>
                    {t(`synastry.groups.${c.class}`)}
                  </th>
                </tr>
              ),
              <tr key={`${c.a}-${c.b}`} data-a={c.a} data-b={c.b} data-type={c.type} data-class={c.class}>
                <td className="c-a">
                  <PointName point={c.a} />
                </td>
                <td className="c-asp">{t(`results:aspectTypes.${c.type}`)}</td>
                <td className="c-b">
                  <PointName point={c.b} />
                </td>
                <td className="num c-orb">
                  {c.orb.toFixed(2)}°
                  {approximate(c, aTimed, bTimed) && (
                    <span className="compat-approx"> {t('synastry.approx')}</span>
                  )}
                  {c.wholeDay === false && <span className="compat-approx"> {t('synastry.partDay')}</span>}
                </td>
              </tr>,
            ])}
          </tbody>
        </table>
      </ScrollRegion>
      {anyApprox && <p className="field-note">{t('synastry.approxNote')}</p>}
      {anyPartDay && <p className="field-note">{t('synastry.partDayNote')}</p>}
    </>
  );
}

function Overlays({ title, rows, missing }: { title: string; rows: HouseOverlay[] | null; missing: string }) {
  const { t } = useTranslation(['compat', 'results']);
  return (
    <div className="compat-overlay">
      <h4>{title}</h4>
      {rows ? (
        <ul className="compat-overlay-list">
          {rows.map((r) => (
            <li key={r.body}>
              <span>
                <PointName point={r.body} />
              </span>
              <span className="num">{t('results:astro.houseN', { n: r.house })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{missing}</p>
      )}
    </div>
  );
}

/** A positions table: each body's sign, degree and minute, and the angles when there are any. */
function PositionsTable({
  label,
  bodies,
  angles,
  testId,
}: {
  label: string;
  bodies: Record<ChartBody, Position>;
  angles: Record<Angle, Position> | null;
  testId: string;
}) {
  const { t } = useTranslation(['compat', 'results']);
  const rows: [ChartPoint, Position][] = [
    ...CHART_BODIES.map((b): [ChartPoint, Position] => [b, bodies[b]]),
    ...(angles ? ANGLES.map((x): [ChartPoint, Position] => [x, angles[x]]) : []),
  ];
  return (
    <ScrollRegion label={label}>
      <table className="data compat-positions" data-testid={testId}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('results:astro.body')}</th>
            <th scope="col">{t('results:astro.position')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([p, pos]) => (
            <tr key={p}>
              <th scope="row">
                <PointName point={p} />
              </th>
              <td className="nowrap">
                <SignPosition p={pos} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function AspectLines({
  aspects,
}: {
  aspects: readonly { a: ChartPoint; b: ChartPoint; type: string; orb: number }[];
}) {
  const { t } = useTranslation(['compat', 'results']);
  if (aspects.length === 0) return <p className="muted">{t('results:astro.noAspects')}</p>;
  return (
    <ul className="compat-aspects">
      {aspects.map((x) => (
        <li key={`${x.a}-${x.b}-${x.type}`}>
          <span>
            {t(`results:bodies.${x.a}`)} – {t(`results:bodies.${x.b}`)}
          </span>
          <span className="muted num">
            {t('results:astro.orb')} {x.orb.toFixed(2)}°
          </span>
          <span className="muted">{t(`results:aspectTypes.${x.type}`)}</span>
        </li>
      ))}
    </ul>
  );
}

type Davison = ReturnType<typeof import('./compat-reading').readDavison>;

/** The Davison chart, cast only when the reader opens it. */
function DavisonChart({
  compute,
  timed,
}: {
  compute: () => Davison;
  /** Both birth times known: only then do its angles mean anything. */
  timed: boolean;
}) {
  const { t, i18n } = useTranslation(['compat', 'results']);
  const { t: tHome } = useTranslation('home');
  const lang = languageOf(i18n.language) ?? 'ja';
  const [open, setOpen] = useState(false);
  const [davison, setDavison] = useState<Davison | null>(null);
  const [failed, setFailed] = useState(false);
  const toggle = (e: React.SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = e.currentTarget.open;
    setOpen(isOpen);
    if (isOpen && !davison && !failed) {
      try {
        setDavison(compute());
      } catch (err) {
        console.error(err);
        // The message's namespace loads with the failure, so a working page never waits for it.
        void i18n.loadNamespaces('chartErrors').finally(() => setFailed(true));
      }
    }
  };
  const when = davison
    ? new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        dateStyle: 'long',
        timeStyle: 'short',
        hourCycle: 'h23',
        timeZone: 'UTC',
      }).format(new Date(unixMsFromJdUt(davison.point.jdUt)))
    : '';
  return (
    <details className="compat-davison" onToggle={toggle} data-testid="davison">
      <summary>{t('synastry.davisonShow')}</summary>
      {open && (
        <div className="compat-davison-body">
          <p>{t('synastry.davisonIntro')}</p>
          {failed && (
            <p className="form-error" role="alert">
              {t('chartErrors:app.CalculationError')}
            </p>
          )}
          {davison && (
            <>
              <ul className="compat-davison-facts">
                <li>{t('synastry.davisonMoment', { date: when })}</li>
                <li>
                  {t('synastry.davisonPlace', {
                    coords: coordsText(tHome, davison.point.latDeg, davison.point.lngDeg),
                  })}
                </li>
              </ul>
              {!timed && <p className="muted">{t('synastry.davisonNoAngles')}</p>}
              <PositionsTable
                label={t('synastry.davisonPositions')}
                bodies={davison.chart.bodies}
                angles={timed ? davison.chart.angles : null}
                testId="davison-positions"
              />
            </>
          )}
        </div>
      )}
    </details>
  );
}

/**
 * Western synastry: the two charts on one wheel, every contact between them with a sentence for the close ones,
 * the house overlays both ways, the composite chart and, on request, the Davison chart.
 */
export function SynastrySection({
  reading,
  chartA,
  chartB,
  conventions,
  davison,
}: {
  reading: CompatReading;
  chartA: ChartOutput;
  chartB: ChartOutput;
  conventions: Conventions;
  davison: (a: ChartOutput, b: ChartOutput, c: Conventions) => Davison;
}) {
  const { t } = useTranslation(['compat', 'results']);
  const contacts = reading.synastry.aspects;
  // The other tight contacts in words: the personal ones are read in the summary, the generational ones describe an
  // age group, not a pair (the table lists both).
  const tight = reading.synthesis.ordered.filter(
    (c) => c.orb <= TIGHT_ORB_DEG && (c.class === 'touchesPersonal' || c.class === 'other'),
  );
  const aTimed = reading.a.angles !== null;
  const bTimed = reading.b.angles !== null;
  const orientation = t(aTimed ? 'synastry.ascLeft' : 'synastry.ariesLeft');
  return (
    <section className="card compat-section" aria-labelledby="compat-synastry-title">
      <h2 id="compat-synastry-title">{t('synastry.title')}</h2>
      <p>{t('synastry.intro')}</p>
      <h3>{t('synastry.wheelTitle')}</h3>
      <figure className="compat-wheel">
        <BiWheel
          a={reading.a}
          b={reading.b}
          contacts={contacts}
          label={t('synastry.wheelLabel', { orientation })}
        />
        <figcaption className="compat-legend">
          <span className="legend-a">{t('synastry.inner')}</span>
          <span className="legend-b">{t('synastry.outer')}</span>
          {contacts.some((c) => c.orb <= WHEEL_LINE_ORB_DEG) && <span>{t('synastry.lines')}</span>}
          <span>{orientation}</span>
        </figcaption>
      </figure>
      <h3>{t('synastry.tableTitle')}</h3>
      {contacts.length === 0 ? (
        <p className="muted">{t('summary.noContacts')}</p>
      ) : (
        <ContactTable reading={reading} />
      )}
      <h3>{t('synastry.tightTitle')}</h3>
      {tight.length === 0 ? (
        <p className="muted">{t('synastry.tightNone')}</p>
      ) : (
        <ul className="compat-sentences compat-notes" data-testid="tight-contacts">
          {tight.map((c) => (
            <ContactLine key={`${c.a}-${c.b}`} contact={c} />
          ))}
        </ul>
      )}
      <h3>{t('synastry.overlaysTitle')}</h3>
      <p>{t('synastry.overlaysIntro')}</p>
      <div className="compat-overlays">
        <Overlays
          title={t('synastry.bInA')}
          rows={reading.synastry.overlays.bInA}
          missing={t('synastry.needsOwnTime')}
        />
        <Overlays
          title={t('synastry.aInB')}
          rows={reading.synastry.overlays.aInB}
          missing={t('synastry.needsPartnerTime')}
        />
      </div>
      <h3>{t('synastry.compositeTitle')}</h3>
      <p>{t('synastry.compositeIntro')}</p>
      {!reading.composite.angles && <p className="muted">{t('synastry.compositeNoAngles')}</p>}
      <div className="compat-composite">
        <PositionsTable
          label={t('synastry.compositePositions')}
          bodies={reading.composite.bodies}
          angles={reading.composite.angles}
          testId="composite-positions"
        />
        <div>
          <h4>{t('synastry.compositeAspects')}</h4>
          <AspectLines aspects={reading.composite.aspects} />
        </div>
      </div>
      <DavisonChart compute={() => davison(chartA, chartB, conventions)} timed={aTimed && bTimed} />
    </section>
  );
}
