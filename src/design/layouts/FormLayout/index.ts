export { FormLayout, FormActions, FormColumns, FormFieldset } from './FormLayout';
