/**
 * react-router's build creates components at module level (`const Link = React$1.forwardRef(...)`,
 * then `Link.displayName = "Link"`) without a pure annotation, so the minifier must keep every one
 * of them, and all they use (Form, fetchers, scroll restoration, framework prefetching), even when
 * nothing imports them: ~4 KB gzip on every first load. Marking the calls pure and dropping the
 * display names (only the React dev tools read them) lets unused ones go.
 */
module.exports = function markReactRouterPure(source) {
  return source
    .replace(/=\s*React\$1\.(forwardRef|memo|createContext)\(/g, '= /* @__PURE__ */ React$$1.$1(')
    .replace(/^(\s*)[A-Za-z$_][\w$]*\.displayName = "[^"]*";$/gm, '$1')
    .replace(/= new (Set|Map)\(/g, '= /* @__PURE__ */ new $1(')
    .replace(/= class extends (React\$1\.Component|Error) \{\n([\s\S]*?)\n\};/g, '= /* @__PURE__ */ (() => class extends $1 {\n$2\n})();');
};
