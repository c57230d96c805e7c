import { QUESTION_ATTEMPTS } from '@portal/domain/constants/identity-verification';
import type {
  IdentityQuestion,
  IdentityVerification,
  IdentityVerificationAnswer,
} from '@portal/domain/schemas/identity-verification';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ErrorList } from '@/components/ui/ErrorList';
import formStyles from '@/components/ui/Form.module.css';
import { InlineError } from '@/components/ui/InlineError';
import { LoadingState } from '@/components/ui/LoadingState';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useTranslation } from '@/lib/i18n';
import { StepForm } from '@/shared/journey-step/StepForm';
import { useCurrentTransaction } from '@/shared/journey-step/transaction-context';
import { useAnswerIdentityVerification, useStartIdentityVerification } from '../api/identity-verification';
import { failureMessage } from '../lib/failure';
import type { QuestionsValues } from '../lib/identity-form-schemas';
import styles from './Identity.module.css';
import { ChooseAnotherWay, IdentityFrame, useGoOnward, VerifyingScreen } from './IdentityFrame';

/** `id-verify/questions`: four multiple-choice questions; 3 right verifies; two sets at most. */
export function QuestionsPage() {
  const { t } = useTranslation();
  return (
    <IdentityFrame heading={t('identity.questions.heading')} intro={t('identity.questions.intro')}>
      {(verification) => <Questions verification={verification} />}
    </IdentityFrame>
  );
}

function Questions({ verification }: { verification: IdentityVerification }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const ask = useStartIdentityVerification(transaction.id);
  const { open, attempts_left: attemptsLeft } = verification.questions;
  const { mutate: askForQuestions } = ask;
  // The first set is asked for at once; after a failed set the applicant chooses to try again.
  const askNow = !open && attemptsLeft === QUESTION_ATTEMPTS;
  useEffect(() => {
    if (askNow) askForQuestions({ method: 'questions' });
  }, [askNow, askForQuestions]);

  if (open) return <QuestionsForm questions={open} />;
  if (ask.isError)
    return (
      <>
        <ErrorList messages={[failureMessage(ask.error, t('identity.genericError'))]} />
        <ChooseAnotherWay />
      </>
    );
  if (attemptsLeft === 0)
    return (
      <>
        <ErrorList messages={[t('identity.questions.noAttempts')]} />
        <ChooseAnotherWay />
      </>
    );
  if (!askNow)
    return (
      <>
        <ErrorList messages={[t('identity.questions.failed', { count: attemptsLeft })]} />
        <div className={formStyles.actions}>
          <Button
            onClick={() => askForQuestions({ method: 'questions' })}
            aria-disabled={ask.isPending || undefined}
          >
            {t('identity.questions.tryAgain')}
          </Button>
          <ChooseAnotherWay />
        </div>
      </>
    );
  return <LoadingState label={t('identity.questions.asking')} />;
}

type QuestionsAnswer = Extract<IdentityVerificationAnswer, { method: 'questions' }>;

function QuestionsForm({ questions }: { questions: IdentityQuestion[] }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const goOnward = useGoOnward();
  const answer = useAnswerIdentityVerification(transaction.id);
  const formId = useId();
  const [failure, setFailure] = useState<string[]>([]);
  const unanswered = t('identity.questions.unanswered');
  const schema = useMemo(
    () => () => import('../lib/identity-form-schemas').then((module) => module.questionsSchema(unanswered)),
    [unanswered],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm<QuestionsValues, Pick<QuestionsAnswer, 'answers'>>({
    schema,
    defaultValues: { answers: questions.map((question) => ({ question_id: question.id, choice_id: '' })) },
  });

  const submit = handleSubmit(
    async ({ answers }) => {
      setFailure([]);
      try {
        const result = await answer.mutateAsync({ method: 'questions', answers });
        if (result.outcome === 'verified') goOnward();
      } catch (error) {
        setFailure([failureMessage(error, t('identity.genericError'))]);
      }
    },
    // A problem with the whole set (not the questions the API asks for) has no question to go under.
    (invalid) => setFailure(invalid.answers?.root?.message ? [invalid.answers.root.message] : []),
  );

  if (answer.isPending || answer.data?.outcome === 'verified') return <VerifyingScreen />;
  return (
    <StepForm
      className={formStyles.form}
      onSubmit={() => (isSubmitting ? Promise.resolve() : submit())}
      failure={failure}
    >
      {questions.map((question, index) => {
        const errorId = `${formId}-${question.id}-error`;
        const missing = errors.answers?.[index]?.choice_id?.message;
        return (
          <div key={question.id} className={styles.question}>
            <fieldset className={formStyles.options} {...(missing ? { 'aria-describedby': errorId } : {})}>
              <legend className={formStyles.legend}>{`${index + 1}. ${question.text}`}</legend>
              {question.choices.map((choice) => (
                <label key={choice.id} className={formStyles.option}>
                  <input {...register(`answers.${index}.choice_id`)} type="radio" value={choice.id} />
                  {choice.text}
                </label>
              ))}
            </fieldset>
            <InlineError id={errorId} message={missing} />
          </div>
        );
      })}
      <div className={formStyles.actions}>
        <Button type="submit" className={formStyles.submit}>
          {t('identity.questions.submit')}
        </Button>
        <ChooseAnotherWay />
      </div>
    </StepForm>
  );
}
