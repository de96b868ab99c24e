export declare const INTERNAL_PROPS: readonly string[]
export declare const INTERNAL_PROPS_PATTERN: RegExp
