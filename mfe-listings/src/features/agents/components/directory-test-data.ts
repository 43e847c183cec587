/** Company fixtures and a page of them, as SearchCompany answers. */
import { company } from '../test-fixtures';
import { pageOf } from '../test-support';
import type { Company } from '../api/use-company-search';

export { company };
export const pageOfCompanies = (items: Company[], total?: number) => pageOf(items, total);
