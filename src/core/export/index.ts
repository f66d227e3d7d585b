export { aguiSseExport, baseName, goldenExport, inputExport, traceJsonExport, type ExportFile } from './exportFiles';
