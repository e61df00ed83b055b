/** What the API serves at /__portal/config.json (notes/contract-16.md): read once, before any SDK client exists. */
export interface PortalConfig {
  portalAccessCode: string;
  operatorAccessCode: string;
  turnstileSiteKey: string;
  devMailbox: boolean;
  languages: string[];
}

export const PORTAL_CONFIG_PATH = '/__portal/config.json';

export async function loadPortalConfig(fetchImpl: typeof fetch = fetch): Promise<PortalConfig> {
  const response = await fetchImpl(PORTAL_CONFIG_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`${PORTAL_CONFIG_PATH} answered ${response.status}`);
  const config = (await response.json()) as Partial<PortalConfig>;
  if (typeof config.portalAccessCode !== 'string' || typeof config.operatorAccessCode !== 'string') {
    throw new Error(`${PORTAL_CONFIG_PATH} lacks the access codes`);
  }
  return {
    portalAccessCode: config.portalAccessCode,
    operatorAccessCode: config.operatorAccessCode,
    turnstileSiteKey: config.turnstileSiteKey ?? '',
    devMailbox: config.devMailbox === true,
    languages: Array.isArray(config.languages) ? config.languages : [],
  };
}
