import { HttpResponse, http } from 'msw';
import { setToken } from '@portal/shared-sdk';
import { demoDnsRecords, makeDnsRecord } from '../factories';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { cdnApi } from './index';
import { API_V1, failure, resetApiSession, server, useTestServer } from '@portal/shared-sdk/testing';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

const DNS = `${API_V1}/cdn/ng/domains/1/dns`;

/** Answers `method url` with `data` and records what was asked. */
function answer(
  method: 'get' | 'post',
  url: string,
  data: unknown,
  message = 'Settings successfully applied',
) {
  const seen: { method: string; search: string; body: Record<string, string> }[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      const text = method === 'post' ? await request.text() : '';
      seen.push({
        method: request.method,
        search: new URL(request.url).search,
        body: Object.fromEntries(new URLSearchParams(text)),
      });
      return HttpResponse.json({ success: true, message, data });
    }),
  );
  return seen;
}

describe('cdnApi.dns', () => {
  it('lists a page of records with the search, type and page in the query, and the total', async () => {
    const records = demoDnsRecords('example-shop.ir', { now: FACTORY_NOW }).slice(0, 2);
    server.use(
      http.get(DNS, () =>
        HttpResponse.json({
          success: true,
          message: 'OK',
          data: records,
          count: 2,
          total: 40,
          page: 2,
          per_page: 25,
        }),
      ),
    );
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).search));
    await expect(cdnApi.dns.list(1, { search: 'www', type: 'A', page: 2, perPage: 25 })).resolves.toEqual({
      records,
      total: 40,
      page: 2,
      perPage: 25,
    });
    expect(seen).toEqual(['?search=www&type=A&page=2&per_page=25']);
    server.events.removeAllListeners();
  });

  it('adds, changes and deletes a record with the server message', async () => {
    const record = makeDnsRecord(7, { name: 'www' });
    const created = answer('post', DNS, record, 'Operation completed successfully');
    await expect(
      cdnApi.dns.create(1, { type: 'A', name: 'www', content: '192.0.2.10', ttl: 3600, proxy: true }),
    ).resolves.toEqual({
      message: 'Operation completed successfully',
      data: record,
    });
    expect(created[0]?.body).toEqual({
      type: 'A',
      name: 'www',
      content: '192.0.2.10',
      ttl: '3600',
      proxy: '1',
    });

    const updated = answer('post', `${DNS}/7`, record);
    await cdnApi.dns.update(1, 7, { type: 'A', name: 'www', content: '192.0.2.11', ttl: 300, proxy: false });
    expect(updated[0]?.body).toMatchObject({ content: '192.0.2.11', proxy: '0' });

    const deleted = answer('post', `${DNS}/7`, null, 'Requested record has been deleted');
    await expect(cdnApi.dns.remove(1, 7)).resolves.toEqual({
      message: 'Requested record has been deleted',
      data: null,
    });
    expect(deleted[0]?.body).toEqual({ _method: 'DELETE' });
  });

  it('reads and sets DNSSEC and the custom nameservers', async () => {
    const status = { enabled: true, algorithm: 13, key_tag: 2371, digest_type: 2, digest: 'ab', ds: 'x' };
    answer('get', `${DNS}/dnssec`, status);
    await expect(cdnApi.dns.dnssec(1)).resolves.toEqual(status);
    const sent = answer('post', `${DNS}/dnssec`, status);
    await cdnApi.dns.setDnssec(1, true);
    expect(sent[0]?.body).toEqual({ enabled: '1' });

    const ns = { enabled: true, ns1: 'ns1.example.com', ns2: 'ns2.example.com' };
    answer('get', `${DNS}/custom-ns`, ns);
    await expect(cdnApi.dns.customNs(1)).resolves.toEqual(ns);
    const nsSent = answer('post', `${DNS}/custom-ns`, ns);
    await cdnApi.dns.setCustomNs(1, ns);
    expect(nsSent[0]?.body).toEqual({ enabled: '1', ns1: 'ns1.example.com', ns2: 'ns2.example.com' });
  });

  it('exports, previews and imports a zone, and scans the current records', async () => {
    answer('get', `${DNS}/export`, { zone: '$ORIGIN x.\n', file_name: 'x.zone' });
    await expect(cdnApi.dns.exportZone(1)).resolves.toEqual({ zone: '$ORIGIN x.\n', file_name: 'x.zone' });
    const result = { preview: true, records: [], count: 0, skipped: [], errors: [] };
    const imported = answer('post', `${DNS}/import`, result);
    await expect(cdnApi.dns.importZone(1, 'a IN A 192.0.2.1', true)).resolves.toEqual({
      message: 'Settings successfully applied',
      data: result,
    });
    expect(imported[0]?.body).toEqual({ zone: 'a IN A 192.0.2.1', preview: '1' });
    answer('post', `${DNS}/fetch-records`, { records: [], count: 0 });
    await expect(cdnApi.dns.fetchRecords(1)).resolves.toEqual({ records: [], count: 0 });
  });

  it("rejects with the server's field messages", async () => {
    server.use(
      http.post(DNS, () =>
        HttpResponse.json(
          { success: false, message: 'IP4 is invalid', fields: { content: ['IP4 is invalid'] } },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(cdnApi.dns.create(1, { type: 'A', name: 'www', content: '1.2.3', ttl: 300 }));
    expect({ status: error.status, message: error.message, field: error.fieldMessage('content') }).toEqual({
      status: 422,
      message: 'IP4 is invalid',
      field: 'IP4 is invalid',
    });
  });
});
