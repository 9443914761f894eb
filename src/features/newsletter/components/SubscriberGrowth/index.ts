export { SubscriberGrowth, type SubscriberGrowthProps, type SubscriberGrowthWeek } from './SubscriberGrowth.tsx';
