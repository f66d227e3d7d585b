import {
  columnSizingFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';
import type { WireRow } from '../../store';
import { DecisionChips } from './DecisionChips';

export const wireFeatures = tableFeatures({
  columnSizingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, alphanumeric: sortFn_alphanumeric },
});

const helper = createColumnHelper<typeof wireFeatures, WireRow>();

const orDash = (value: string | number | null) => (value === null || value === '' ? '' : String(value));

/** "+1.234 s": when the event had fully arrived, relative to the request (live captures). */
export const formatArrival = (ms: number | null) => (ms === null ? '' : `+${(ms / 1000).toFixed(3)} s`);

/** Columns of the Wire events table. `size` is the fixed width; the last column takes the rest. */
export const wireColumns = helper.columns([
  helper.accessor('index', { header: '#', size: 40, sortFn: 'basic' }),
  helper.accessor('line', { header: 'line', size: 48, sortFn: 'basic' }),
  helper.accessor('type', {
    header: 'type',
    size: 296,
    cell: ({ getValue }) => getValue() ?? <span className="muted">(no type)</span>,
  }),
  helper.accessor('sseEvent', { header: 'SSE event', size: 88, cell: ({ getValue }) => orDash(getValue()) }),
  helper.accessor('sequenceNumber', { header: 'seq', size: 44, cell: ({ getValue }) => orDash(getValue()) }),
  helper.accessor('itemId', { header: 'item id', size: 132, cell: ({ getValue }) => orDash(getValue()) }),
  helper.accessor('outputIndex', { header: 'out', size: 40, cell: ({ getValue }) => orDash(getValue()) }),
  helper.accessor('preview', { header: 'delta / preview', size: 240 }),
  helper.display({
    id: 'decisions',
    header: 'decisions',
    size: 300,
    enableSorting: false,
    cell: ({ row }) => <DecisionChips decisions={row.original.decisions} />,
  }),
]);

/** With an "arrived" column after "#", shown only when the input is a capture or a recording (issue #6). */
export const wireColumnsWithArrival = helper.columns([
  wireColumns[0],
  helper.accessor('arrivalMs', { header: 'arrived', size: 78, sortFn: 'basic', cell: ({ getValue }) => formatArrival(getValue()) }),
  ...wireColumns.slice(1),
]);
