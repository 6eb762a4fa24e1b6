import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@hochzeit/shared-ui';
import '@hochzeit/shared-ui/styles.css';
import { App } from './App';
import { registerRemotesFromRegistry } from './federation/remote-registry';

const root = createRoot(document.getElementById('root')!);

// A broken registry must not take the login and session pages down: remotes then fail inside their boundaries.
registerRemotesFromRegistry()
  .catch((error) => console.error(error))
  .finally(() =>
    root.render(
      <StrictMode>
        {/* Location updates at normal priority, in the same render as session changes (logout). */}
        <BrowserRouter useTransitions={false}>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
