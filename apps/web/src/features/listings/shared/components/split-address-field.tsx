import { AddressField, type AddressFieldProps } from './address-field';

interface Bound<V> {
  field: { value: V; onChange: (value: V) => void };
  fieldState: { error?: { message?: string } };
}

/** The address field of a form that keeps the text, latitude and longitude as three fields. */
export function SplitAddressField({
  address,
  lat,
  lon,
  ...props
}: Omit<AddressFieldProps, 'value' | 'onChange' | 'errorMessage'> & {
  address: Bound<string>;
  lat: Bound<number | null>;
  lon: Bound<number | null>;
}) {
  return (
    <AddressField
      {...props}
      value={
        address.field.value
          ? { address: address.field.value, lat: lat.field.value, lon: lon.field.value }
          : null
      }
      onChange={(v) => {
        address.field.onChange(v?.address ?? '');
        lat.field.onChange(v?.lat ?? null);
        lon.field.onChange(v?.lon ?? null);
      }}
      errorMessage={address.fieldState.error?.message}
    />
  );
}
