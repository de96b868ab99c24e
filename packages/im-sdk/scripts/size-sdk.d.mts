export interface Measure {
  readonly min: number
  readonly gz: number
  readonly code: string
}
export declare const IMPORT_SETS: Readonly<
  Record<'text chat' | 'text + conversations' | 'everything', string>
>
export declare function measureImportSet(name: keyof typeof IMPORT_SETS): Promise<Measure>
export declare function measureImportSets(): Promise<Record<string, Measure>>
