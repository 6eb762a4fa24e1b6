// The page's stylesheet is linked in the HTML head, so it loads beside this script (and the
// shell needs no code for loading stylesheets of its own chunks).
import '@hochzeit/shared-ui/styles.css';

// The async boundary lets the federation runtime negotiate shared singletons before React loads.
void import('./bootstrap');
