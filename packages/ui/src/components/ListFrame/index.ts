export { ListFrame, NoMatches, NothingYet, type ListFrameProps, type NoMatchesProps, type NothingYetProps } from './ListFrame.tsx';
export { CompletionProgress, CreateButton, RecordName, type CompletionProgressProps, type RecordNameProps } from './ListCells.tsx';
