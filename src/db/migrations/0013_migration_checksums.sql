-- Applied migrations are checksummed: the runner records the SHA-256 of each
-- file it applies and refuses to start when an applied file has changed
-- (migrations are forward-only, docs/operations.md). The rows applied before
-- this migration get the hashes of the files as they shipped.
ALTER TABLE schema_migrations ADD COLUMN checksum text
  CHECK (checksum ~ '^[0-9a-f]{64}$');

UPDATE schema_migrations AS m
   SET checksum = shipped.checksum
  FROM (VALUES
    ('0001_foundation', 'b217f1c2c1eb1cc5ed383b6ca86896b97a5fa1b4cd9ed1499a899cbc004eec93'),
    ('0002_secure_channel', 'b1179ece343daaca3b601e54700e8c2a00c19e5376244b64e23b1b9a41943d62'),
    ('0003_auth', 'bf4f0ee0a0699cd9b219bc36fc8e36555de97c81a5512a274e006d5ee471c664'),
    ('0004_passwords_registration', '1146caf7939f51f8a07711c99e6f1d224ede669c19ee3e1cc65a1324c5fd9763'),
    ('0005_workspaces_roles', 'cfebf78635a2bf8375608caadca79a12a2930a30bb69e10bf13d88e33d129e00'),
    ('0006_ledger', '138cf28f3e7418be47ca0a05580c682cb2d5a2df1330f47feaf18107a3c7f509'),
    ('0007_money', '5c3975fa87e29447416509676aba8a5bd71017e30299e42e320d8d5ebe0ef9e1'),
    ('0008_workspace_admin', 'e23448eed83561060f38acae778611451f23aa1db6b0ef4d4a535faf5070f30d'),
    ('0009_account_security', '8e1edc1c2f04ac01b85d13ab6d1dbf24fa6163b15fdd997712a0a72ebcd641b8'),
    ('0010_files', '80af74b74bd6aaadc23ddb7067678cb7b8a59e15da8242f225e12cbacf3fb588'),
    ('0011_canonical_email', 'e9dabc82f54aab1fd1cf018158c7c62eb1e25a3463fa619cb34adbdd8eb12381'),
    ('0012_step_up', '6a8270b4dd41884c2f8e394a0b7cd3601caeee1a0291a8b1c0f1ef3bc145003d')
  ) AS shipped (version, checksum)
 WHERE m.version = shipped.version;
