import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../testing/render-static';
import { CheckboxListField } from './CheckboxListField';
import { PagedTable } from './PagedTable';

const pagerText = { records: (count: number) => `${count} in total`, control: (control: string) => control, page: (page: number) => `Page ${page}` };

describe('PagedTable', () => {
  it('lists items without a bizId by the key they name, with the total', () => {
    const query = { isPending: false, error: null, data: { items: [{ endpointId: 'whe_1', url: 'https://a.example' }, { endpointId: 'whe_2', url: 'https://b.example' }], pagination: { totalPages: 1, totalRecords: 2 } } };
    const html = renderStatic(
      <PagedTable query={query} rowKey={(item) => item.endpointId} empty="None" label="Endpoints" minWidth={600} page={0} onPage={() => undefined} pagerText={pagerText} columns={[{ label: 'URL', cell: (item) => item.url }]} />,
    );
    expect(html).toContain('aria-label="Endpoints"');
    expect(textOf(html)).toBe('URL https://a.example https://b.example 2 in total');
  });

  it('says so when the page is empty', () => {
    const query = { isPending: false, error: null, data: { items: [] as Array<{ bizId: string }>, pagination: { totalPages: 0, totalRecords: 0 } } };
    const html = renderStatic(<PagedTable query={query} empty="No endpoints yet." minWidth={600} page={0} onPage={() => undefined} pagerText={pagerText} columns={[]} />);
    expect(textOf(html)).toBe('No endpoints yet.');
  });
});

describe('CheckboxListField', () => {
  it('labels a checkbox per option and checks "select all" only when every option is chosen', () => {
    const some = renderStatic(<CheckboxListField label="Events" options={['a.one', 'b.two']} value={['a.one']} onChange={() => undefined} selectAllLabel="Select all" />);
    expect(textOf(some)).toBe('Events * a.one b.two Select all');
    expect(some.match(/type="checkbox"/g)).toHaveLength(3);
    expect(some.match(/checked=""/g)).toHaveLength(1);
    const all = renderStatic(<CheckboxListField label="Events" options={['a.one', 'b.two']} value={['a.one', 'b.two']} onChange={() => undefined} selectAllLabel="Select all" />);
    expect(all.match(/checked=""/g)).toHaveLength(3);
  });

  it('shows the refusal under the group', () => {
    const html = renderStatic(<CheckboxListField label="Events" options={['a.one']} value={[]} onChange={() => undefined} selectAllLabel="Select all" error="Choose at least one event." />);
    expect(textOf(html)).toContain('Choose at least one event.');
  });
});
