const base = require('../tooling/jest.frontend.cjs')(__dirname);

// swiper's stylesheets are imported by package name ('swiper/css/zoom'), without a .css ending.
module.exports = { ...base, moduleNameMapper: { '^swiper/css(/.*)?$': 'identity-obj-proxy', ...base.moduleNameMapper } };
