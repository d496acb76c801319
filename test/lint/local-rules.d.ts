// Types for local-rules.js (plain JavaScript, loaded by eslint.config.js without a TypeScript loader).
import type { ESLint } from 'eslint'

/** The project root. */
export declare const ROOT: string

/** Why a path relative to the project root breaks the kebab-case naming convention, or null. */
export declare function fileNameProblem(relativePath: string): string | null

/** Why `importer` (relative to the project root) must not import `specifier`, or null. */
export declare function importBoundaryProblem(importer: string, specifier: string, options?: { typeOnly?: boolean }): string | null

/** The `local` plugin: `local/file-names`, `local/import-boundaries`. */
export declare const localRules: ESLint.Plugin
