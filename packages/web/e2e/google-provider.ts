import { OAuth2Server } from 'oauth2-mock-server';

export const GOOGLE_CLIENT_ID = 'campus-e2e';

/** The `login_hint` for which the provider answers as a user who refused consent: `error=access_denied`. */
export const REFUSED_AT_PROVIDER = 'refuses@provider.test';

/**
 * A real OpenID Connect provider standing in for Google (oauth2-mock-server). It approves every authorization at
 * once, as the verified email the request names in `login_hint` (a test adds that hint on its way to the provider),
 * or refuses it for REFUSED_AT_PROVIDER.
 */
export async function startGoogleProvider(): Promise<{ issuer: string; stop: () => Promise<void> }> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const issuer = `http://127.0.0.1:${provider.address().port}`;
  provider.issuer.url = issuer;

  const emailByCode = new Map<string, string>();
  provider.service.on('beforeAuthorizeRedirect', ({ url }, req) => {
    const code = url.searchParams.get('code');
    const email = new URL(req.url ?? '', issuer).searchParams.get('login_hint');
    if (email === REFUSED_AT_PROVIDER) {
      url.searchParams.delete('code');
      url.searchParams.set('error', 'access_denied');
    } else if (code && email) {
      emailByCode.set(code, email);
    }
  });
  provider.service.on('beforeTokenSigning', (token, req) => {
    const email = req.body.code === undefined ? undefined : emailByCode.get(req.body.code);
    if (email) Object.assign(token.payload, { email, email_verified: true });
  });
  return { issuer, stop: () => provider.stop() };
}
