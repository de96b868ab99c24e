import type { Application, DeclarationReflection } from 'typedoc'

/** `name -> comment text` written on the export specifiers of these entry files. */
export function exportSpecifierComments(files: readonly string[]): Map<string, string>
/** True when a top-level reflection (or, for a function, one of its signatures) has a summary. */
export function isDocumented(reflection: DeclarationReflection): boolean
/** The TypeDoc plugin entry. */
export function load(app: Application): void
