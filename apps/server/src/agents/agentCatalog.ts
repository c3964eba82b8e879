// The Agents home (product-spec §2): a card per agent, with whether the caller's firm has it.
import type { Agent } from '@quartile/api';
import { AGENT_CATALOG } from '@quartile/domain';
import type { AuthContext } from '../auth/guard.ts';
import type { Config } from '../config/config.ts';

export function listAgents(provider: Config['analyst']['provider'], features: AuthContext['features']): Agent[] {
  return AGENT_CATALOG.map(({ feature, capabilities, ...card }) => ({ ...card, capabilities: [...capabilities], provider, available: features[feature] }));
}
