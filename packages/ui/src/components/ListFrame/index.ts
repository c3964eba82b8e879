export { ListFrame, NoMatches, NothingYet, type ListFrameProps, type NoMatchesProps, type NothingYetProps } from './ListFrame.tsx';
