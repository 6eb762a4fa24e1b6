import { takePreviewRequest } from './preview-request';

it('reads ?remote= and &preview= once and removes them from the address bar, keeping the rest', () => {
  history.replaceState({ idx: 3 }, '', '/guest-login?token=abc&remote=guest@1.4.0&preview=tok#oben');
  expect(takePreviewRequest()).toEqual({ pin: 'guest@1.4.0', token: 'tok' });
  expect(`${location.pathname}${location.search}${location.hash}`).toBe('/guest-login?token=abc#oben');
  expect(history.state).toEqual({ idx: 3 });
  expect(takePreviewRequest()).toBeNull();
});

it('answers a pin without a token, and leaves a URL without preview parameters alone', () => {
  history.replaceState(null, '', '/admin?remote=admin@2.0.0');
  expect(takePreviewRequest()).toEqual({ pin: 'admin@2.0.0', token: null });
  expect(location.search).toBe('');
  history.replaceState(null, '', '/guest-login?token=abc');
  expect(takePreviewRequest()).toBeNull();
  expect(location.search).toBe('?token=abc');
});
