export {
  FormCheckbox,
  FormEmailField,
  FormPasswordField,
  FormTextField,
  type BindProps,
  type FormCheckboxProps,
  type FormPasswordFieldProps,
  type FormTextFieldProps,
} from './form-fields';
export { FormProvinceCityFields, type FormProvinceCityFieldsProps } from './form-province-city-fields';
export { NewPasswordFields, type NewPasswordFieldsProps } from './new-password-fields';
