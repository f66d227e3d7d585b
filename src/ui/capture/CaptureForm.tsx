import { BodyEditor } from './BodyEditor';
import { CaptureStatus } from './CaptureStatus';
import { EndpointFields } from './EndpointFields';

/** The request on the left (endpoint, key, model, headers), its JSON body on the right, the run below. */
export function CaptureForm() {
  return (
    <form
      className="capture-form"
      onSubmit={(event) => event.preventDefault() /* Enter in a field must not reload the page */}
      autoComplete="off"
    >
      <EndpointFields />
      <BodyEditor />
      <CaptureStatus />
    </form>
  );
}
