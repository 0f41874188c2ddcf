/** The overview's reads are the query layer's (src/api/queries/company.ts), named here as the area's views know them. */
export { agentStatusQuery, companyKeys, ingestStatusQuery, isAgentWorking, WORKING_REFRESH_MS } from '../../api/queries/company.ts';
