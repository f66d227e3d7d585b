export { compileFilter, filterIndices, type CompiledFilter, type FilterPredicate } from './compile';
export { DECISION_KINDS, parseFilter, quoteValue } from './parse';
export { aguiRecords, wireRecords } from './records';
export { applySuggestion, suggest, type Suggestion, type Suggestions } from './suggest';
export { FILTER_KEYS, KEY_HELP, type FilterError, type FilterKey, type FilterRecord, type FilterTerm } from './types';
