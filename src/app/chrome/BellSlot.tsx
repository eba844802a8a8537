/**
 * Where the header's message bell goes (screens document §2: message bell popover). A later issue
 * fills it; until then it renders nothing, so the header's layout already leaves it its place.
 */
export function BellSlot() {
  return null;
}
