import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, createQueryClient, QueryClientProvider, setSessionQueryClient } from '@hochzeit/shared-ui';
import { App } from './App';
import { preloadOnIntent } from './federation/preload-on-intent';
import { takePreviewRequest } from './federation/preview-request';
import { decidePinBefore, loadInitialRegistry, revalidateWhenVisible } from './federation/remote-registry';
import { startOfflineSupport } from './offline/offline-support';

const container = document.getElementById('root')!;
// The page's one data cache, shared by the remotes; a change of person empties it.
const queryClient = createQueryClient();
setSessionQueryClient(queryClient);
const preview = takePreviewRequest();
// Only a page opened with preview parameters loads the preview code.
const previewRefusal = preview && import('./federation/RemotePreview').then(({ applyPreviewRequest }) => applyPreviewRequest(preview));
if (previewRefusal) decidePinBefore(previewRefusal);
preloadOnIntent();
revalidateWhenVisible();
// Guests' pages keep working without a connection (a service worker, registered for guests only).
startOfflineSupport();

const tree = (
  <StrictMode>
    {/* Location updates at normal priority, in the same render as session changes (logout). */}
    <QueryClientProvider client={queryClient}>
      <BrowserRouter useTransitions={false}>
        <App previewRefusal={previewRefusal} />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

// The registry comes inlined in the page (else from /remotes.json). A broken registry must not take
// the login and session pages down: remotes then fail inside their boundaries.
// A guest's personal link arrives with its first screen rendered by the server (the same
// GuestWelcome): React takes that markup over instead of drawing it again.
loadInitialRegistry()
  .catch((error) => console.error(error))
  .finally(() => {
    if (container.firstChild) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });
