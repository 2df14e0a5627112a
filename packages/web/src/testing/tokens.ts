/** A token shaped like the server's (the browser reads only its claims): for user `sub`, expiring in `seconds`. */
export function fakeToken(sub: string, seconds = 3600): string {
  return `e30.${btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + seconds }))}.signature`;
}
