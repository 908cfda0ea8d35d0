/** An OpenID Connect provider people may sign in with (ISPS_OIDC_*). */
export interface OidcConfig {
  /** the provider's issuer URL; its /.well-known/openid-configuration is read on first use */
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** where the provider sends people back; default this server's /sys/thirdLogin/oidc/callback as the browser reached it */
  redirectUri?: string;
  /** the claim holding the ISPS username (default preferred_username); the e-mail claim is tried next */
  usernameClaim: string;
}

/** A CAS server whose service tickets /sys/cas/client/validateLogin accepts (ISPS_CAS_*). */
export interface CasConfig {
  /** the CAS server's prefix, e.g. https://sso.example.com/cas (serviceValidate is under it) */
  url: string;
  /** this system's service URL: a ticket is accepted only for this origin and path (tickets of other apps are refused); unset, CAS login answers 未配置 */
  service?: string;
}
