import { Trans, useTranslation } from 'react-i18next';
import { SOFTWARE } from './software-credits';
import { ProseSection, RelatedLinks, Rich } from './static-parts';

/** Third-party data and software, with what each supplies (names and licences are not translated). */
const CREDITS = [
  {
    key: 'geonames',
    name: 'GeoNames',
    href: 'https://www.geonames.org/',
    license: 'CC BY 4.0',
    licenseHref: 'https://creativecommons.org/licenses/by/4.0/',
  },
  {
    key: 'osm',
    name: '© OpenStreetMap contributors',
    href: 'https://www.openstreetmap.org/copyright',
    license: 'ODbL 1.0',
    licenseHref: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
  {
    key: 'astronomyEngine',
    name: 'astronomy-engine',
    href: 'https://github.com/cosinekitty/astronomy',
    license: 'MIT',
    licenseHref: 'https://github.com/cosinekitty/astronomy/blob/master/LICENSE',
  },
  {
    key: 'threejs',
    name: 'three.js',
    href: 'https://threejs.org/',
    license: 'MIT',
    licenseHref: 'https://github.com/mrdoob/three.js/blob/dev/LICENSE',
  },
  {
    key: 'd3celestial',
    name: 'd3-celestial (© Olaf Frohn)',
    href: 'https://github.com/ofrohn/d3-celestial',
    license: 'BSD-3-Clause',
    licenseHref: 'https://github.com/ofrohn/d3-celestial/blob/master/LICENSE',
  },
] as const;

/** About: what Seimei is, what it computes and how, where the data lives, credits (spec §1, §2). */
export function Component() {
  const { t } = useTranslation('pages');
  return (
    <div className="page static-page">
      <article className="prose">
        <header className="static-header">
          <h1>{t('about.title')}</h1>
          <p className="static-lead">{t('about.lead')}</p>
        </header>
        <ProseSection base="about.what" />
        <ProseSection base="about.computed" intro />
        <ProseSection base="about.data">
          <p>
            <Rich k="about.data.more" />
          </p>
        </ProseSection>
        <section aria-labelledby="about-credits-heading">
          <h2 id="about-credits-heading">{t('about.credits.heading')}</h2>
          <p>{t('about.credits.intro')}</p>
          <ul className="static-credits">
            {CREDITS.map((c) => (
              <li key={c.key}>
                <a href={c.href} lang="en">
                  {c.name}
                </a>
                <span className="static-credit-what">{t(`about.credits.${c.key}`)}</span>
                <span className="static-credit-license muted">
                  <Trans
                    ns="pages"
                    i18nKey="about.credits.license"
                    values={{ license: c.license }}
                    components={{
                      url: (
                        <a href={c.licenseHref} lang="en">
                          {c.license}
                        </a>
                      ),
                    }}
                  />
                </span>
              </li>
            ))}
          </ul>
          <p>{t('about.credits.software')}</p>
          <ul className="static-software" data-testid="software-credits">
            {SOFTWARE.map((s) => (
              <li key={s.name}>
                <a href={s.href} lang="en">
                  {s.name}
                </a>{' '}
                <span className="muted" lang="en">
                  ({s.license})
                </span>
              </li>
            ))}
          </ul>
        </section>
        <ProseSection base="about.disclaimer" />
      </article>
      <RelatedLinks current="about" />
    </div>
  );
}
