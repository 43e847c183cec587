declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** a stylesheet imported for its effect alone (the design tokens of theme-root.tsx) */
declare module '*.css';
