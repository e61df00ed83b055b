import { browserStorage, createPortalClient, type Portal, type PortalClient } from '@partner-portal/client';
import { StepUpGate, withStepUp } from '../step-up/step-up-gate';
import type { PortalConfig } from './portal-config';

/** Storage keys per portal: a partner and an operator session live side by side in one browser. */
const STORAGE_KEY: Record<Portal, string> = { partner: 'partner-portal', operator: 'partner-portal-operator' };

/**
 * The SDK clients of the app, one per portal and language, made on first use. The language is fixed in a
 * client (its Accept-Language), so a new language makes new clients and disposes the old ones; the session
 * lives in localStorage and carries over. Each portal's client passes its changing calls through the portal's
 * step-up gate (`stepUpGate`), where the step-up prompt answers them.
 */
export class PortalClients {
  private readonly clients = new Map<Portal, PortalClient>();
  private readonly gates = new Map<Portal, StepUpGate>();
  private locale: string | undefined;

  constructor(private readonly config: PortalConfig) {}

  get(portal: Portal, locale: string): PortalClient {
    if (locale !== this.locale) {
      this.clients.forEach((client) => client.dispose());
      this.clients.clear();
      this.locale = locale;
    }
    let client = this.clients.get(portal);
    if (!client) {
      client = withStepUp(
        createPortalClient({
          baseUrl: globalThis.location.origin,
          portal,
          portalAccessCode: portal === 'operator' ? this.config.operatorAccessCode : this.config.portalAccessCode,
          locale,
          storage: browserStorage('local'),
          storageKey: STORAGE_KEY[portal],
        }),
        this.stepUpGate(portal),
      );
      this.clients.set(portal, client);
    }
    return client;
  }

  /** Where the portal's actions refused for a stale session wait for the step-up prompt (it outlives language changes). */
  stepUpGate(portal: Portal): StepUpGate {
    let gate = this.gates.get(portal);
    if (!gate) {
      gate = new StepUpGate();
      this.gates.set(portal, gate);
    }
    return gate;
  }
}
