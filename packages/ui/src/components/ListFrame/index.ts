export {
  ListFrame,
  NoMatches,
  NothingYet,
  PagedListFrame,
  type ListFrameProps,
  type NoMatchesProps,
  type NothingYetProps,
  type PagedListFrameProps,
} from './ListFrame.tsx';
export { CompletionProgress, CreateButton, RecordName, type CompletionProgressProps, type RecordNameProps } from './ListCells.tsx';
