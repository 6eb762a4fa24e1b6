// The page's stylesheet is linked in the HTML head, so it loads beside this script (and the
// shell needs no code for loading stylesheets of its own chunks).
import '@hochzeit/shared-ui/styles.css';

// No async boundary: the shell provides every singleton eagerly, so nothing waits for a
// negotiation, and a guest's first visit is one script with react-dom in it (one request, ~1 KB
// gzip less than three; see docs/decisions/0011-data-layer-bundle.md).
import './bootstrap';
