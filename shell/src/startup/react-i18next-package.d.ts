/** the whole react-i18next package under the name the shell's browser build aliases to it (rspack.config.ts) */
declare module 'react-i18next-package' {
  export * from 'react-i18next';
}
