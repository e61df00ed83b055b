/** The details of a withdrawal destination the API knows, by kind (its sealed `details`, masked when listed). */
export const BANK_FIELDS = ['accountHolder', 'accountNumber', 'bankName', 'swiftCode', 'country'] as const;
export const CRYPTO_FIELDS = ['network', 'address', 'memo'] as const;

export type DestinationField = (typeof BANK_FIELDS)[number] | (typeof CRYPTO_FIELDS)[number];

const KNOWN: ReadonlySet<string> = new Set([...BANK_FIELDS, ...CRYPTO_FIELDS]);

/** A detail with a label of its own; one the API adds later shows under its own name. */
export function isDestinationField(name: string): name is DestinationField {
  return KNOWN.has(name);
}
