/** the whole react-router package under the name the shell's browser build aliases to it (rspack.config.ts) */
declare module 'react-router-package' {
  export * from 'react-router';
}
