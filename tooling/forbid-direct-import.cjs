// Fails the build when app code imports react-router or TanStack Query itself instead of through
// @hochzeit/shared-ui, which would put a second router or query cache (with its own context) on the page.
module.exports = function forbidDirectImport() {
  const library = /[\\/]@tanstack[\\/]/.test(this.resourcePath) ? '@tanstack/react-query' : 'react-router';
  throw new Error(`Bitte ${library} aus '@hochzeit/shared-ui' importieren, nicht direkt (importiert von ${this._module?.issuer?.resource ?? 'unbekannt'}).`);
};
