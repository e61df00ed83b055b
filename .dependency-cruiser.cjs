/**
 * The layer rules of src/ (README, "Architecture"), checked in CI by `npm run lint:deps`.
 * A module is a folder of src/modules/; the plumbing is src/http, src/db, src/infra and src/core.
 */
const MODULE = '^src/modules/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycles',
      severity: 'error',
      comment: 'A file never reaches itself through its imports.',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment: 'Modules depend on each other in one direction: no two module folders import each other, directly or around a ring.',
      scope: 'folder',
      from: { path: '^src/modules/[^/]+/?$' },
      to: { path: '^src/modules/[^/]+/?$', circular: true },
    },
    {
      name: 'plumbing-imports-no-module',
      severity: 'error',
      comment: 'http, db, infra and core serve every module and know none: a feature is added in its own folder.',
      from: { path: '^src/(http|db|infra|core)/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'core-imports-only-core',
      severity: 'error',
      comment: 'The core (errors, locales) is shared by every layer, so it depends on nothing of ours.',
      from: { path: '^src/core/' },
      to: { path: '^src/', pathNot: '^src/core/' },
    },
    {
      name: 'only-repos-touch-the-database',
      severity: 'error',
      comment:
        'Inside a module only a *.repo.ts imports src/db at run time; others may name its types (a transaction handle), and a service may ask ' +
        'src/db/refusals.ts whether an error is the refusal of a named constraint: what a unique or foreign key refusal means is a rule of the service.',
      from: { path: MODULE, pathNot: '[.]repo[.]ts$' },
      to: { path: '^src/db/', pathNot: '^src/db/refusals[.]ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-never-import-a-repo',
      severity: 'error',
      comment: 'Routes speak HTTP and call services; SQL is reached through a service.',
      from: { path: '[.]routes[.]ts$' },
      to: { path: '[.]repo[.]ts$' },
    },
    {
      name: 'repos-stay-in-their-module',
      severity: 'error',
      comment: 'One module owns each table: another module calls its service, never its repository (naming a row type it returns is no access).',
      from: { path: MODULE },
      to: { path: '^src/modules/[^/]+/[^/]+[.]repo[.]ts$', pathNot: '^src/modules/$1/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A source file nothing imports is dead code.',
      from: { orphan: true, path: '^src/', pathNot: ['[.]d[.]ts$', '[.]test[.]ts$', '^src/(main|cli)[.]ts$'] },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '[.]test[.]ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.js'] },
  },
};
