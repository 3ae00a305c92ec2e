// Design-system pieces. The package is marked side-effect free, so importing one piece from here
// only brings that piece (and react-aria only where a piece needs it).
export { Alert, type AlertProps } from './alert';
export { Avatar, type AvatarProps } from './avatar';
export { Button, type ButtonProps } from './button';
export { buttonClasses, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';
export { Card, type CardProps } from './card';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Drawer, type DrawerProps } from './drawer';
export { LinkButton, type LinkButtonProps } from './link-button';
export { LogoMark } from './logo';
export { Modal, type ModalProps } from './modal';
export { PageTitle, type PageTitleProps } from './page-title';
export { Pager, pageWindow, type PagerLabels, type PagerProps } from './pager';
export { PasswordField, type PasswordFieldProps } from './password-field';
export { RetryAlert, type RetryAlertProps } from './retry-alert';
export { Select, type SelectOption, type SelectProps } from './select';
export { PageSpinner, Spinner, type SpinnerProps } from './spinner';
export { TextField, type TextFieldProps } from './text-field';
export { WeatherIcon } from './weather-icon';
