/** The castle video's public surface: its entity and the demo clip with its storage key. */
export { CastleVideo } from './castle-video.entity.js';
export { DEMO_VIDEO, VIDEO_KEY } from './video.service.js';
