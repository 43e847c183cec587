/** the id of the tools' heading: their section, and what tells when they come near the viewport (index.ts) */
export const TOOLS_HEADING_ID = 'market-tools-heading';
