import * as oidc from 'openid-client';
import { z } from 'zod';
import type { GoogleConfig } from '../config.js';

/** What one sign-in attempt must remember between leaving for Google and coming back. */
export const signInSecretsSchema = z.object({ state: z.string(), codeVerifier: z.string(), nonce: z.string() });
export type SignInSecrets = z.infer<typeof signInSecretsSchema>;

export interface GoogleIdentity {
  email: string | undefined;
  emailVerified: boolean;
}

const DISCOVERY_TIMEOUT_SECONDS = 10;

/** Google sign-in through OpenID Connect: authorization code flow with PKCE, state and nonce (openid-client). */
export class GoogleSignIn {
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly google: GoogleConfig,
    readonly redirectUri: string,
  ) {}

  /** Where to send the browser, and the secrets to keep until it comes back. */
  async start(): Promise<{ url: URL; secrets: SignInSecrets }> {
    const configuration = await this.configuration();
    const secrets = {
      state: oidc.randomState(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      nonce: oidc.randomNonce(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
      state: secrets.state,
      nonce: secrets.nonce,
    });
    return { url, secrets };
  }

  /** Checks the provider's answer, redeems its code and returns who signed in (from the verified ID token). */
  async finish(callbackQuery: string, secrets: SignInSecrets): Promise<GoogleIdentity> {
    const configuration = await this.configuration();
    const currentUrl = new URL(this.redirectUri);
    currentUrl.search = callbackQuery;
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    return {
      email: typeof claims?.email === 'string' ? claims.email : undefined,
      emailVerified: claims?.email_verified === true,
    };
  }

  /** Discovery runs on first use and is kept; a failed one is tried again on the next sign-in. */
  private configuration(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.google;
    this.#configuration ??= oidc
      .discovery(issuer, clientId, clientSecret, undefined, {
        // Only a local test provider is plain http; production refuses such an issuer (config.ts).
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      })
      .catch((error: unknown) => {
        this.#configuration = undefined;
        throw error;
      });
    return this.#configuration;
  }
}

/**
 * An email claim as accounts store it, or undefined when it cannot be one: printable ASCII only, with only A–Z
 * lower-cased. Unicode case-folding would make a claim such as "\u212Aumar@…" (KELVIN SIGN) match "kumar@…", and a
 * control character would fail the lookup itself.
 */
export function accountEmailOf(claim: string): string | undefined {
  const email = claim.trim();
  if (!/^[\x21-\x7e]+$/.test(email)) return undefined;
  return email.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}
