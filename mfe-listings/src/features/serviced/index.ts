/** serviced: serviced-apartment list (SearchProperty, isServiced) and page with the spec-5 lease picker. */
export { ServicedList } from './components/serviced-list';
export { ServicedDetailBody } from './components/serviced-detail-body';
export { LeasePicker } from './components/lease-picker';
export { servicedIdOf } from './serviced-id';
export { LEASE_RULE, leaseProblem, leaseRangeOf, stepLease } from './lease';
