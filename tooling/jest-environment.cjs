// jsdom without the Web APIs that Node already has (TextEncoder for react-router, Fetch API classes):
// hand Node's own implementations to the test window.
const { TestEnvironment } = require('jest-environment-jsdom');

module.exports = class JsdomWithNodeWebApis extends TestEnvironment {
  constructor(...args) {
    super(...args);
    // jsdom's own Blob, FormData and AbortController stay: its DOM works with those.
    const { TextEncoder, TextDecoder, Response, Request, Headers, ReadableStream } = globalThis;
    Object.assign(this.global, { TextEncoder, TextDecoder, Response, Request, Headers, ReadableStream });
  }
};
