import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/intl-locale';
import type { ChatMessageRecord, WrongClaim } from '../conversation/conversations';
import { withoutCitations } from '../grounding/facts-record';
import { capText, MARKDOWN_CAP, Markdown } from './markdown';
import { TASK_CHARS } from './markdown-pace';

type T = (key: string, values?: Record<string, string>) => string;

/**
 * What a claim is about, for the claim notes ("P.sun" → the Sun, "B.day" → the day pillar, an element count →
 * the element, "T.saturn-sun-square" → transiting Saturn square natal Sun).
 */
function claimSubject(claim: WrongClaim, t: T): string {
  if (claim.kind === 'elementCount' && claim.subject) return t(`results:elements.${claim.subject}`);
  const [kind, name = ''] = claim.factId.split('.');
  if (kind === 'P' || kind === 'A') return t(`results:bodies.${name}`);
  const year = /^annual-(\d{4})$/.exec(name)?.[1];
  if (kind === 'L' && year) return t('claims.subjects.annualOf', { year });
  if (kind === 'B' || kind === 'L') return t(`claims.subjects.${name}`);
  if (kind === 'T') {
    const [body = '', natal = '', aspect = ''] = name.split('-');
    return t('record.transit', {
      body: t(`results:bodies.${body}`),
      natal: t(`results:bodies.${natal}`),
      aspect: t(`record.aspects.${aspect}`),
    });
  }
  return claim.factId;
}

/** A claim's stated and actual values as the reader knows them (sign and ten-god names, not keys). */
function claimValue(claim: WrongClaim, value: string, t: T): string {
  if (claim.kind === 'sign') return t(`results:signs.${value}`);
  if (claim.kind === 'tenGod')
    return value
      .split(',')
      .map((g) => t(`results:tenGods.${g}`))
      .join(t('claims.listSeparator'));
  if (claim.kind === 'date') return value.split(/,\s*/).join(t('claims.listSeparator'));
  if (claim.kind === 'motion') return t(`claims.motions.${value}`);
  return value;
}

/** The note's wording: the central star has its own (it is a ten god, not a pillar holding one). */
const claimKey = (claim: WrongClaim) =>
  claim.kind === 'tenGod' && claim.subject === 'centralStar'
    ? 'claims.tenGodCentral'
    : `claims.${claim.kind}`;

/**
 * The part of a message past the cap (issue 33: a reply or an imported message of megabytes froze the page): a
 * note saying so, and the text itself, kept, as plain text behind a disclosure (laid out only once opened).
 */
function Overflow({ rest }: { rest: string }) {
  const { t, i18n } = useTranslation('consultant');
  const number = (n: number) => new Intl.NumberFormat(intlLocale(i18n.language)).format(n);
  return (
    <>
      <p className="chat-ended" role="note" data-testid="chat-too-long">
        {t('tooLong.note', { cap: number(MARKDOWN_CAP) })}
      </p>
      <details className="chat-rest">
        <summary>{t('tooLong.rest', { chars: number(rest.length) })}</summary>
        <p className="chat-rest-text">{rest}</p>
      </details>
    </>
  );
}

/**
 * One message of the conversation: the question, or Meimei's reply rendered safely with who answered, what the
 * claim check found, the facts it cited (expandable) and how it ended.
 */
export function MessageView({
  message,
  factLine,
  showTime,
  onRetry,
  busy,
}: {
  message: ChatMessageRecord;
  /** The record line of a fact, in the user's language (for the cited facts). */
  factLine: (id: string) => string | null;
  showTime: boolean;
  onRetry?: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation(['consultant', 'results']);
  const time = showTime ? (
    <time className="chat-time" dateTime={new Date(message.timestamp).toISOString()}>
      {new Intl.DateTimeFormat(intlLocale(i18n.language), { hour: '2-digit', minute: '2-digit' }).format(
        message.timestamp,
      )}
    </time>
  ) : null;

  // Laid out only near the screen (consultant.css): a conversation of long replies then opens in seconds.
  const long = message.content.length > TASK_CHARS;
  if (message.role === 'user') {
    const { head, rest } = capText(message.content);
    return (
      <li className={`chat-message chat-user${long ? ' chat-long' : ''}`} data-testid="chat-user">
        <span className="sr-only">{t('you')}: </span>
        <p className="chat-bubble">{head}</p>
        {rest && <Overflow rest={rest} />}
        <div className="chat-meta">
          {time}
          {onRetry && (
            <button type="button" className="chat-link" onClick={onRetry} disabled={busy}>
              {t('retry')}
            </button>
          )}
        </div>
      </li>
    );
  }

  const meta = message.metadata;
  const offline = meta.provider === 'offline';
  const ended = meta.ended;
  const wrong = meta.wrongClaims ?? [];
  const cited = (meta.factIds ?? [])
    .map((id) => [id, factLine(id)] as const)
    .filter((x): x is readonly [string, string] => x[1] !== null);
  const shown = offline ? message.content : withoutCitations(message.content);
  const { head, rest } = capText(shown);
  return (
    <li
      className={`chat-message chat-assistant${long ? ' chat-long' : ''}`}
      data-testid="chat-assistant"
      aria-busy={message.isStreaming || undefined}
    >
      <span className="sr-only">{t('title')}: </span>
      {shown && (
        <div className="chat-bubble">
          <Markdown
            text={head}
            highlights={wrong.map((c) => ({ text: c.sentence, note: t('claims.marked') }))}
          />
        </div>
      )}
      {rest && <Overflow rest={rest} />}
      {!message.isStreaming && wrong.length > 0 && (
        <div className="chat-claims" role="note" data-testid="chat-claims">
          <p className="chat-claims-title">{t('claims.intro')}</p>
          <ul>
            {wrong.map((c) => (
              <li key={`${c.factId}-${c.kind}-${c.stated}-${c.sentence}`}>
                {t(claimKey(c), {
                  point: claimSubject(c, t),
                  stated: claimValue(c, c.stated, t),
                  actual: claimValue(c, c.actual, t),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {ended === 'stopped' && <p className="chat-ended">{t('stopped')}</p>}
      {ended === 'length' && <p className="chat-ended">{t('cutByLength')}</p>}
      {ended && ended !== 'stopped' && ended !== 'length' && (
        <p className="field-error chat-error" role="alert" data-testid="chat-error">
          {t(`errors.${ended}`)}
        </p>
      )}
      {!message.isStreaming && cited.length > 0 && (
        <details className="chat-cited" data-testid="chat-cited">
          <summary>{t('cited', { count: cited.length })}</summary>
          <ul>
            {cited.map(([id, line]) => (
              <li key={id}>{line}</li>
            ))}
          </ul>
        </details>
      )}
      <div className="chat-meta">
        {time}
        {!message.isStreaming && shown && (
          <span className="chat-provider" data-testid="chat-provider">
            {offline ? t('answeredOffline') : t('answeredBy', { provider: meta.provider })}
          </span>
        )}
      </div>
    </li>
  );
}
