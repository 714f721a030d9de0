import { useTranslation } from 'react-i18next';
import type { ChartOutput } from '../../../core/chart/compute-chart';
import { TermLinks } from '../../../shared/ui/term-link';
import { judgementOf } from '../../../shared/verdict/judgement-of';
import { strengthLabel, structureName } from '../../../shared/verdict/strength-label';

/** The judgement of this chart (issue 12, 27): the day master's strength and why, the structure, and 用神 to 閑神. */
export function JudgementCard({ chart }: { chart: ChartOutput }) {
  const { t } = useTranslation('results');
  const b = chart.bazi;
  const j = judgementOf(chart);
  const s = j.strength;
  const list = (items: string[]) =>
    items.length ? items.join(t('judgement.listSeparator')) : t('judgement.none');
  const rootText = (roots: typeof s.rooted.roots) =>
    list(
      roots.map((r) =>
        t('judgement.root', {
          pillar: t(`pillarNames.${r.pillar}`),
          stem: r.stem,
          role: t(`roles.${r.role}`),
        }),
      ),
    );
  const roots = rootText(s.rooted.roots);
  const stems = list(s.supported.stems.map((x) => `${t(`pillarNames.${x.pillar}`)} ${x.stem}`));
  const structure = j.structure;
  const revealed = structure.revealedIn.length
    ? t('judgement.revealed', { pillars: list(structure.revealedIn.map((p) => t(`pillarNames.${p}`))) })
    : '';
  const uses = ['useful', 'favourable', 'unfavourable', 'enemy', 'idle'] as const;
  const usefulName = t(`elements.${j.elements.useful}`);
  return (
    <section className="card judgement-card" aria-labelledby="judgement-title" data-testid="judgement">
      <h3 id="judgement-title">{t('judgement.title')}</h3>
      <p className="judgement-strength" data-testid="strength-level" data-level={s.level}>
        <strong>
          {t('judgement.strength', {
            stem: b.dayMaster.stem,
            element: t(`elements.${b.dayMaster.element}`),
            level: strengthLabel(t, j),
            pct: s.supportPercent,
          })}
        </strong>
      </p>
      {s.following && (
        <p data-testid="following">
          {t(`judgement.followingLead.${s.following.kind}`, {
            stem: b.dayMaster.stem,
            name: strengthLabel(t, j),
            el: t(`elements.${s.following.element}`),
          })}
        </p>
      )}
      <ul className="judgement-factors">
        <li>
          {t(s.seasonal.ok ? 'judgement.factors.seasonalYes' : 'judgement.factors.seasonalNo', {
            branch: b.month.branch,
          })}
        </li>
        <li>
          {s.rooted.roots.length === 0
            ? t('judgement.factors.rootedNone')
            : t(s.rooted.ok ? 'judgement.factors.rootedYes' : 'judgement.factors.rootedWeak', { roots })}
        </li>
        <li>
          {t(s.supported.ok ? 'judgement.factors.supportedYes' : 'judgement.factors.supportedNo', { stems })}
        </li>
      </ul>
      <p className="muted">
        {t('judgement.points', {
          points: s.points,
          line: s.strongAtLeast,
          roots: s.rooted.roots.length ? roots : t('judgement.none'),
          resourceRoots: rootText(s.rooted.resourceRoots),
          stems,
        })}
      </p>
      <h4>{t('judgement.structureLabel')}</h4>
      <p data-testid="structure">
        <strong>{structureName(t, structure)}</strong>{' '}
        <span className="muted">
          {t('judgement.structureBasis', {
            branch: b.month.branch,
            role: t(`roles.${structure.role}`),
            stem: structure.stem,
            revealed,
          })}
        </span>
      </p>
      <h4>{t('judgement.usesLabel')}</h4>
      <dl className="judgement-uses" data-testid="element-uses">
        {uses.map((u) => (
          <div key={u} className={`use-${u}`}>
            <dt>{t(`judgement.uses.${u}`)}</dt>
            <dd className={`el-${j.elements[u]}`}>{t(`elements.${j.elements[u]}`)}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t(`judgement.reasons.${j.elements.reason}`, { el: usefulName })}
        {!j.elements.usefulInChart && <> {t('judgement.usefulAbsent', { el: usefulName })}</>}
      </p>
      <p data-testid="climate">
        {t('judgement.climateLine', {
          stem: b.dayMaster.stem,
          branch: b.month.branch,
          stems: j.climate.stems.join(t('judgement.listSeparator')),
          found: j.climate.found.length
            ? j.climate.found.join(t('judgement.listSeparator'))
            : t('judgement.climateNone'),
        })}
      </p>
      <p className="field-note">
        {t(j.method === 'climateFirst' ? 'judgement.modelClimate' : 'judgement.model')}
      </p>
      <TermLinks terms={['five-elements', 'strength', 'structure', 'useful-element', 'climate']} />
    </section>
  );
}
