import { LEGAL_PAGE_TITLES, type LegalPageKind } from '@hochzeit/contracts/privacy-constants';
import { createApi, errorMessage, Link, Loading, PRODUCT_NAME, queryOptions, unwrap, useDocumentTitle, useQuery, useSession } from '@hochzeit/shared-ui';
import { LegalLinks } from './LegalLinks';
import './legal.css';

const HOME = { admin: '/admin', guest: '/guest-dashboard', service_provider: '/service-provider-dashboard' } as const;

/** The couple's text (or the template): public, asked without a credential. */
export const legalPageQuery = (kind: LegalPageKind) =>
  queryOptions({
    queryKey: ['/api/legal-pages/{kind}', { kind }],
    queryFn: ({ signal }) => unwrap(createApi(null).GET('/api/legal-pages/{kind}', { params: { path: { kind } }, signal })),
  });

type Block = { heading: true; text: string } | { heading: false; text: string };

/** Plain text as the contract describes it: a blank line separates paragraphs, a line starting with '## ' is a heading. */
export function legalBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ heading: false, text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (line.startsWith('## ')) {
      flush();
      blocks.push({ heading: true, text: line.slice(3).trim() });
    } else if (!line.trim()) flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** /datenschutz and /impressum: readable by anyone, linked from every guest page and the sign-in pages. */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const title = LEGAL_PAGE_TITLES[kind];
  useDocumentTitle(title, PRODUCT_NAME);
  const userType = useSession((s) => s.userType);
  const page = useQuery(legalPageQuery(kind));
  return (
    <main className="page legal-page">
      <h1>{page.data?.title ?? title}</h1>
      {page.error ? (
        <p className="form-error" role="alert">
          {errorMessage(page.error, `${title} konnte nicht geladen werden. Bitte später erneut versuchen.`)}
        </p>
      ) : !page.data ? (
        <Loading />
      ) : (
        <article className="card legal-page__text">
          {legalBlocks(page.data.text).map((block, index) => (block.heading ? <h2 key={index}>{block.text}</h2> : <p key={index}>{block.text}</p>))}
        </article>
      )}
      {userType && (
        <Link className="button back-link" to={HOME[userType]}>
          ← Zurück
        </Link>
      )}
      <LegalLinks />
    </main>
  );
}
export default LegalPage;
