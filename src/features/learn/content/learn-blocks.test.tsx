import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { exampleChart } from './examples';
import { LearnBlocks } from './learn-blocks';
import { parseLearnDoc } from './parse-lesson';

const locale = (lang: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../../i18n/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'ja',
    resources: { ja: { learn: locale('ja', 'learn'), results: locale('ja', 'results') } },
    interpolation: { escapeValue: false },
  });
});

const views = {
  refTable: () => <div className="ref" />,
  chart: () => <div className="chart" />,
  yourChart: () => <div className="yours" />,
};
const html = (body: string) => {
  const { doc, issues } = parseLearnDoc(`---\ntitle: t\n---\n@content\n${body}`);
  expect(issues).toEqual([]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LearnBlocks blocks={doc.parts.content ?? []} views={views} />
      </MemoryRouter>
    </I18nextProvider>,
  );
};

describe('lesson blocks', () => {
  it('renders headings under the part’s own, text, emphasis and links inside the site', () => {
    expect(html('## 十干\n### 陰と陽\n**日干**は*自分*。[十神](/learn/bazi/ten-gods)')).toBe(
      '<h3 id="十干">十干</h3><h4 id="陰と陽">陰と陽</h4><p><strong>日干</strong>は<em>自分</em>。<a href="/learn/bazi/ten-gods" data-discover="true">十神</a></p>',
    );
  });

  it('renders an example chart’s facts from the engine, marked as computed', () => {
    const a = exampleChart('a');
    expect(html('{{a:name}}さんの日柱は{{a:pillar.day}}、太陽は{{a:pos.sun}}。')).toBe(
      `<p><span class="learn-fact" data-fact="a:name">花子</span>さんの日柱は<span class="learn-fact" data-fact="a:pillar.day">${a.bazi.day.stem}${a.bazi.day.branch}</span>、太陽は<span class="learn-fact" data-fact="a:pos.sun">牡牛座 24°08′</span>。</p>`,
    );
  });

  it('numbers the practice questions and keeps each answer behind a disclosure', () => {
    const out = html('::: quiz a dayMaster\n::: quiz b sunSign');
    expect(out).toContain('<span class="learn-quiz-n">問1</span> 花子さんの日干は何ですか？');
    expect(out).toContain('<span class="learn-quiz-n">問2</span> 健さんの太陽星座は何ですか？');
    expect(out).toContain(
      '<details><summary>答えと解説を見る</summary><p class="learn-quiz-a"><strong>庚（陽の金）</strong></p>',
    );
    expect(out).toContain('<strong>山羊座</strong>');
  });

  it('renders tables with column and row headers (each cell named by its column, for phones), and hands directives to their views', () => {
    expect(
      html(
        '| 柱 | 意味 |\n|---|---|\n| 年柱 | 年 |\n::: table stems\n::: chart a pillars\n::: yourchart dayMaster',
      ),
    ).toBe(
      '<div class="learn-table-wrap"><table class="learn-table learn-md-table"><thead><tr><th scope="col">柱</th><th scope="col">意味</th></tr></thead><tbody><tr><th scope="row" data-label="柱">年柱</th><td data-label="意味">年</td></tr></tbody></table></div><div class="ref"></div><div class="chart"></div><div class="yours"></div>',
    );
  });
});
