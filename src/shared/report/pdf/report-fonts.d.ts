/** The URLs of the report's font subsets (scripts/report-fonts/report-fonts-plugin.ts). */
declare module 'virtual:report-fonts' {
  const urls: Readonly<Record<import('./font-ids').ReportFontId, string>>;
  export default urls;
}
