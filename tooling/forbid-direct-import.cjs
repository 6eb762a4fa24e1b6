// Fails the build when app code imports react-router itself instead of through @hochzeit/shared-ui,
// which would put a second router (with its own context) on the page.
module.exports = function forbidDirectImport() {
  throw new Error(`Bitte Router-APIs aus '@hochzeit/shared-ui' importieren, nicht direkt aus 'react-router' (importiert von ${this._module?.issuer?.resource ?? 'unbekannt'}).`);
};
