export { AgentsHome, AgentsHomeCard, type AgentsHomeProps, type AgentsHomeState, type AgentLink } from './AgentsHome.tsx';
