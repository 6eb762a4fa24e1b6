import { dressCodePageQuery, Loading, useQuery } from '@hochzeit/shared-ui';
import { DressCodeView } from '@hochzeit/shared-ui/toolkit';
import { GUEST_PAGE_LOAD_FAILED } from '@hochzeit/contracts/guest-page-constants';
import { BackLink } from '../../lib/BackLink';
import '../../lib/guest-page.css';
import { useGuestText } from '../../lib/guest-text';
import { useGuestTitle } from '../../lib/guest-title';

/** The dress code as the couple wrote it (text and photos). */
export function DresscodePage() {
  useGuestTitle('Dresscode');
  const { message } = useGuestText();
  const { data: page, isError: failed } = useQuery(dressCodePageQuery());
  return (
    <main className="page guest-page">
      {failed ? <p className="form-error" role="alert">{message(GUEST_PAGE_LOAD_FAILED)}</p> : !page ? <Loading /> : <DressCodeView page={page} />}
      <BackLink />
    </main>
  );
}
