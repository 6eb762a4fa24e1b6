import { CastleVideo } from './video-url.js';

it('sends the castle video’s upload time as ISO text and reads it back as a Date', () => {
  const video = { url: '/api/video/file?sig=x', content_type: 'video/mp4', size: 1024, uploaded_at: new Date('2025-06-07T12:00:00Z') };
  const wire = CastleVideo.encode(video);
  expect(wire.uploaded_at).toBe('2025-06-07T12:00:00.000Z');
  expect(CastleVideo.decode(wire)).toEqual(video);
  expect(CastleVideo.encode({ ...video, uploaded_at: null }).uploaded_at).toBeNull();
  expect(CastleVideo.safeDecode({ ...wire, uploaded_at: '7. Juni 2025' }).success).toBe(false);
});
