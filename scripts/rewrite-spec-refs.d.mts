// Types of scripts/rewrite-spec-refs.mjs for its test.
export declare const REWRITES: [RegExp, string][];
export declare function rewrite(text: string): string;
export declare function trackedTextFiles(root?: string): string[];
