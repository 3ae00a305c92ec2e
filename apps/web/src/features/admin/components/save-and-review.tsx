import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Button } from '@/components/ui';

/**
 * A content editor's Save (the form's submit) and Mark reviewed: each clears what the other last said,
 * so only the newest outcome shows.
 */
export function useSaveAndReview<TSaved, TBody, TReviewed>(
  save: UseMutationResult<TSaved, Error, TBody>,
  review: UseMutationResult<TReviewed, Error, void>,
) {
  const submit = (event: FormEvent, body: TBody) => {
    event.preventDefault();
    review.reset();
    save.mutate(body);
  };
  const markReviewed = () => {
    save.reset();
    review.mutate();
  };
  return {
    submit,
    markReviewed,
    saved: save.isSuccess,
    saving: save.isPending,
    reviewing: review.isPending,
    reviewed: review.isSuccess,
    error: save.error ?? review.error,
  };
}

/** What the last Save or Mark reviewed said, then the two buttons (none for a text that is read only). */
export function SaveAndReviewActions({
  editor,
  errorText,
  canReview,
  readOnly = false,
}: {
  editor: Omit<ReturnType<typeof useSaveAndReview>, 'submit'>;
  /** The failure's message key as the admin reads it. */
  errorText: (message: string) => string;
  canReview: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      {editor.error && (
        <Alert tone="error" title={t('content.save_error')}>
          {errorText(editor.error.message)}
        </Alert>
      )}
      {editor.saved && <Alert tone="success">{t('content.saved')}</Alert>}
      {editor.reviewed && <Alert tone="success">{t('content.reviewed_done')}</Alert>}
      {!readOnly && (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" isPending={editor.saving}>
            {t('content.save')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={!canReview}
            isPending={editor.reviewing}
            onPress={editor.markReviewed}
          >
            {t('content.mark_reviewed')}
          </Button>
        </div>
      )}
    </>
  );
}
