/**
 * The maintenance pages (issue 32) as one lazy chunk: the three share their components, and three chunks
 * of their own made Cloudscape modules they use "shared by 12 or more chunks", moving them into the chunk
 * every signed-in page loads (docs/performance.md, `cloudscape-chunk.ts`).
 */
export { default as MaintenanceBoardPage } from './maintenance-board-page';
export { default as MyReportsPage } from './my-reports-page';
export { default as ReportProblemPage } from './report-problem-page';
