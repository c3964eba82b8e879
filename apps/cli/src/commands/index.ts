/**
 * The command table. To add a command (`screen`, `inquiries`, `firm set-credits`, …) create
 * src/commands/<name>.ts exporting a Command and add one entry here. Multi-word commands use a
 * space in the key ("firm set-credits"); main.ts matches the longest key first.
 */
import type { Command } from '../command.ts';
import { pliCommand } from './pli.ts';
import { rangeCommand } from './range.ts';
import { wcaCommand } from './wca.ts';
import { firmCommand, inquiriesCommand } from './admin.ts';
import { screenCommand } from './screen.ts';

export const COMMANDS: Readonly<Record<string, Command>> = {
  range: rangeCommand,
  pli: pliCommand,
  wca: wcaCommand,
  firm: firmCommand,
  inquiries: inquiriesCommand,
  screen: screenCommand,
};
