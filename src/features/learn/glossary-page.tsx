import { use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE, languageOf } from '../../i18n/languages';
import { paths } from '../../shared/paths';
import { TextBlocks } from './content/learn-text';
import { docPromise } from './content/load-doc';
import { type Block, type LearnDoc, plainText } from './content/parse-lesson';
import { Breadcrumbs, LearnNotFound } from './learn-parts';

/** The glossary's groups (`##`) with their entries (`###`), for the index at the top of the page. */
function indexOf(
  blocks: readonly Block[],
): { id: string; title: string; entries: { id: string; title: string }[] }[] {
  const groups: { id: string; title: string; entries: { id: string; title: string }[] }[] = [];
  for (const b of blocks) {
    if (b.kind !== 'heading') continue;
    if (b.level === 2) groups.push({ id: b.id, title: plainText(b.inline), entries: [] });
    else groups.at(-1)?.entries.push({ id: b.id, title: plainText(b.inline) });
  }
  return groups;
}

/** The glossary (issue 14 §6–7): every term the readings use, defined, each with its own anchor the results link to. */
export function Component() {
  const { i18n } = useTranslation('learn');
  const doc = docPromise(`${languageOf(i18n.language) ?? DEFAULT_LANGUAGE}/glossary`);
  if (!doc) return <LearnNotFound kind="article" />;
  return <Glossary doc={doc} />;
}

function Glossary({ doc: pending }: { doc: Promise<LearnDoc> }) {
  const { t } = useTranslation('learn');
  const doc = use(pending);
  const { hash } = useLocation();
  const blocks = doc.parts.content ?? [];

  // A link from a reading lands on its term: the text arrives after the router's own scroll, so scroll here, and move
  // focus to the term so a keyboard or screen-reader user starts reading there.
  useEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!target) return;
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash]);

  return (
    <article className="page learn-page glossary-page" aria-labelledby="glossary-title">
      <Breadcrumbs items={[{ label: t('hub.title'), to: paths.learn }, { label: doc.title }]} />
      <header className="learn-header">
        <h1 id="glossary-title">{doc.title}</h1>
        <p className="lead">{doc.overview}</p>
      </header>
      <nav className="card learn-glossary-index" aria-label={t('glossaryPage.indexLabel')}>
        {indexOf(blocks).map((g) => (
          <div key={g.id}>
            <p className="learn-glossary-group">{g.title}</p>
            <ul>
              {g.entries.map((e) => (
                <li key={e.id}>
                  <a href={`#${e.id}`}>{e.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="card prose learn-glossary-body">
        {/* Text only: the glossary has no example facts or directives (content test), so none of the engine loads. */}
        <TextBlocks blocks={blocks} token={() => null} other={() => null} top={2} />
      </div>
    </article>
  );
}
