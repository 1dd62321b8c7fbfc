// AWS Lambda handler that answers public depot opening-hours queries from the regional network XML file.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';

const networkXml = readFileSync(process.env.NETWORK_FILE ?? '/opt/data/depot-network.xml', 'utf8');
const networkDoc = new DOMParser().parseFromString(networkXml, 'text/xml');

interface DepotHours {
  code: string;
  name: string;
  opens: string;
  closes: string;
  contact: string;
}

function findDepot(region: string, code: string): DepotHours | null {
  const expr = `/network/region[@name='${region}']/depot[@code='${code}' and @public='yes']`;
  const node = xpath.select1(expr, networkDoc as unknown as Node) as Element | undefined;
  if (!node) return null;
  return {
    code: node.getAttribute('code') ?? '',
    name: node.getAttribute('name') ?? '',
    opens: node.getAttribute('opens') ?? '',
    closes: node.getAttribute('closes') ?? '',
    contact: node.getAttribute('contact') ?? '',
  };
}

function json(statusCode: number, body: unknown): APIGatewayProxyResult {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

export const handler = async (event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> => {
  const params = event.queryStringParameters ?? {};
  const region = (params.region ?? 'north').toLowerCase();
  const code = (params.code ?? '').toUpperCase();
  if (!code) {
    return json(400, { error: 'depot code is required' });
  }
  const depot = findDepot(region, code);
  if (!depot) {
    return json(404, { error: `no public depot ${code} in ${region}` });
  }
  return json(200, depot);
};
