import { useGermanErrors as installGermanErrors } from '@hochzeit/contracts';

// zod's messages in German for every admin form and check; imported for this effect only. The
// contract names this one-time set-up like a hook, which it is not (it runs once, outside React).
installGermanErrors();
