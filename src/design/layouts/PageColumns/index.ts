export { PageColumns, AsideTitle } from './PageColumns';
export type { PageColumnsProps, ColumnTab } from './PageColumns';
