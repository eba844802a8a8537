/**
 * The hyperlink wrapper screen: an external menu address (not opened in a new window) embedded in
 * a full-size frame. The address comes from the route meta. The frame is sandboxed without
 * allow-same-origin, so the embedded page can run its scripts but can never reach the portal's
 * storage or token, even when it is served from the same origin.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-downloads';

export function FramePage({ url, title }: { url: string; title: string }) {
  return <iframe className="zp-frame" src={url} title={title} sandbox={FRAME_SANDBOX} referrerPolicy="no-referrer" />;
}
