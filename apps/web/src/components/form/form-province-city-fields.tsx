import { useController, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { ProvinceCityFields } from '@/components/account/province-city-fields';
import { boundField, type BindProps } from './form-fields';

export interface FormProvinceCityFieldsProps<T extends FieldValues, TOut> extends Omit<
  BindProps<T, TOut, number | null>,
  'name'
> {
  provinceName: FieldPathByValue<T, number | null>;
  cityName: FieldPathByValue<T, number | null>;
}

/** The required province and city selects bound to two react-hook-form fields. */
export const FormProvinceCityFields = boundField(function FormProvinceCityFields<
  T extends FieldValues,
  TOut = T,
>({ control, provinceName, cityName }: FormProvinceCityFieldsProps<T, TOut>) {
  const province = useController({ control, name: provinceName });
  const city = useController({ control, name: cityName });
  return (
    <ProvinceCityFields
      provinceId={province.field.value}
      cityId={city.field.value}
      onProvinceChange={province.field.onChange}
      onCityChange={city.field.onChange}
      onProvinceBlur={province.field.onBlur}
      onCityBlur={city.field.onBlur}
      provinceError={province.fieldState.error?.message}
      cityError={city.fieldState.error?.message}
      isRequired
    />
  );
});
