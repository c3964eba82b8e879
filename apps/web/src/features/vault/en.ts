// English texts of the Vault pages; the spec's messages come verbatim from @quartile/domain.
import { MESSAGES } from '@quartile/domain';

export const en = {
  title: 'Clients',
  documentTitle: 'Clients · Quartile',
  clientDocumentTitle: '{{name}} · Clients · Quartile',
  addClientTitle: 'Create client',
  addClientSubmit: 'Create client',
  editClientTitle: 'Edit client',
  editClientSubmit: 'Save changes',
  created: MESSAGES.clientCreated,
  createFailed: MESSAGES.failedToCreateClient,
  updated: MESSAGES.clientUpdated,
  updateFailed: MESSAGES.failedToUpdateClient,
  notFound: MESSAGES.clientNotFound,
  fetchFailed: MESSAGES.failedToFetchClientDetails,
  forbidden: 'The Vault is open to your firm’s employees only.',
} as const;
