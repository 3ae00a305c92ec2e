import { useTranslation } from 'react-i18next';
import { WizardSteps as StepBar, type WizardStepsProps as StepBarProps } from '@/components/ui/wizard-steps';

export type WizardStepsProps = Omit<StepBarProps, 'label' | 'stepOf'>;

/** The checkout wizards' step bar (components/ui/wizard-steps) with its texts (catalogue `checkout`). */
export function WizardSteps(props: WizardStepsProps) {
  const { t } = useTranslation('checkout');
  return (
    <StepBar
      {...props}
      label={t('common.steps')}
      stepOf={(step, total) => t('common.step_of', { step, total })}
    />
  );
}
