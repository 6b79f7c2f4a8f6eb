// A short tag of an auth token (FNV-1a, 32 bits, hex): the server marks the answers it inlines
// into a cabinet page with the tag of the token it used (server/cabinet-answers.ts), and the app
// seeds them only when its own cookie's token has the same tag — a sign-in in another tab between
// the navigation and the start never puts one client's answers under another's token. Not a
// secret and not a hash for security: the page already belongs to the token's owner.
export function tokenTag(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
