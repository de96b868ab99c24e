import serverPackage from '../package.json' with { type: 'json' }

/** This server's version (package.json), shown on the operator's status page. */
export const SERVER_VERSION: string = serverPackage.version
