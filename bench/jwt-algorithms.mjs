// Verify and sign cost per JWT algorithm with fast-jwt (PEM keys; it keeps the parsed KeyObject):
// the numbers behind the choice in docs/decisions.md. Run: node bench/jwt-algorithms.mjs
import { generateKeyPairSync } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

const algorithms = {
  ES256: () => generateKeyPairSync('ec', { namedCurve: 'P-256' }),
  EdDSA: () => generateKeyPairSync('ed25519'),
  RS256: () => generateKeyPairSync('rsa', { modulusLength: 2048 }),
};
const claims = { sub: 'acc_01JXAMPLE', sid: 'ses_01JXAMPLE', iss: 'partner-portal', aud: 'partner-portal-web' };

function microseconds(n, fn) {
  for (let i = 0; i < Math.min(n, 200); i++) fn(i);
  const started = performance.now();
  for (let i = 0; i < n; i++) fn(i);
  return (((performance.now() - started) / n) * 1000).toFixed(1);
}

for (const [algorithm, generate] of Object.entries(algorithms)) {
  const { privateKey, publicKey } = generate();
  const sign = createSigner({ key: privateKey.export({ format: 'pem', type: 'pkcs8' }), algorithm, kid: 'k1' });
  const spki = publicKey.export({ format: 'pem', type: 'spki' });
  const verify = createVerifier({ key: spki, algorithms: [algorithm], cache: false });
  const cachedVerify = createVerifier({ key: spki, algorithms: [algorithm], cache: 1000 });
  const token = sign(claims);
  console.log(
    algorithm.padEnd(6),
    'verify µs', microseconds(3000, () => verify(token)).padStart(6),
    '| cached verify µs', microseconds(3000, () => cachedVerify(token)).padStart(5),
    '| sign µs', microseconds(300, (i) => sign({ ...claims, n: i })).padStart(6),
  );
}
