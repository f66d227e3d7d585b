import { useInspector } from '../../store';
import { InputPane } from '../input/InputPane';
import { CapturePanel } from './CapturePanel';

/** The paste area, or the live capture panel in its place while "Capture" is on. */
export function InputOrCapture() {
  const captureOpen = useInspector((s) => s.captureOpen);
  return captureOpen ? <CapturePanel /> : <InputPane />;
}
