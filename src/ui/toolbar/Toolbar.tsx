import { ClearSessionButton } from './ClearSessionButton';
import { ExportMenu } from './ExportMenu';
import { FilterCount } from './FilterCount';
import { LinkStatus } from './LinkStatus';
import { Notice } from './Notice';
import { SearchBox } from './SearchBox';

/** Search/filter on the left; link, export and session actions on the right. */
export function Toolbar() {
  return (
    <div className="toolbar" role="toolbar" aria-label="Filter and export">
      <SearchBox />
      <FilterCount />
      <Notice />
      <div className="toolbar-actions">
        <LinkStatus />
        <ExportMenu />
        <ClearSessionButton />
      </div>
    </div>
  );
}
