import {
  type IdentityQuestion,
  type IdentityVerification,
  QUESTION_ATTEMPTS,
} from '@portal/domain/schemas/identity-verification';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { ErrorList } from '../../../components/ui/ErrorList';
import formStyles from '../../../components/ui/Form.module.css';
import { LoadingState } from '../../../components/ui/LoadingState';
import { useTranslation } from '../../../lib/i18n';
import { StepForm } from '../../journey/components/StepForm';
import { useCurrentTransaction } from '../../journey/components/transaction-context';
import { useAnswerIdentityVerification, useStartIdentityVerification } from '../api/identity-verification';
import { failureMessage } from '../lib/failure';
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

function QuestionsForm({ questions }: { questions: IdentityQuestion[] }) {
  const { t } = useTranslation();
  const transaction = useCurrentTransaction();
  const goOnward = useGoOnward();
  const answer = useAnswerIdentityVerification(transaction.id);
  const formId = useId();
  const firstChoices = useRef<Record<string, HTMLInputElement | null>>({});
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [failure, setFailure] = useState<string[]>([]);

  async function onSubmit() {
    if (answer.isPending) return;
    setFailure([]);
    const unanswered = questions.filter((question) => !chosen[question.id]).map((question) => question.id);
    setMissing(unanswered);
    if (unanswered[0]) return firstChoices.current[unanswered[0]]?.focus();
    try {
      const result = await answer.mutateAsync({
        method: 'questions',
        answers: questions.map((question) => ({
          question_id: question.id,
          choice_id: chosen[question.id] ?? '',
        })),
      });
      if (result.outcome === 'verified') goOnward();
    } catch (error) {
      setFailure([failureMessage(error, t('identity.genericError'))]);
    }
  }

  if (answer.isPending || answer.data?.outcome === 'verified') return <VerifyingScreen />;
  return (
    <StepForm className={formStyles.form} onSubmit={onSubmit} failure={failure}>
      {questions.map((question, index) => {
        const errorId = `${formId}-${question.id}-error`;
        const isMissing = missing.includes(question.id);
        return (
          <div key={question.id} className={styles.question}>
            <fieldset className={formStyles.options} {...(isMissing ? { 'aria-describedby': errorId } : {})}>
              <legend className={formStyles.legend}>{`${index + 1}. ${question.text}`}</legend>
              {question.choices.map((choice, choiceIndex) => (
                <label key={choice.id} className={formStyles.option}>
                  <input
                    ref={(element) => {
                      if (choiceIndex === 0) firstChoices.current[question.id] = element;
                    }}
                    type="radio"
                    name={`${formId}-${question.id}`}
                    checked={chosen[question.id] === choice.id}
                    onChange={() => {
                      setChosen((current) => ({ ...current, [question.id]: choice.id }));
                      setMissing((current) => current.filter((id) => id !== question.id));
                    }}
                  />
                  {choice.text}
                </label>
              ))}
            </fieldset>
            <div aria-live="polite">
              {isMissing ? (
                <p id={errorId} className={formStyles.fieldError}>
                  {t('identity.questions.unanswered')}
                </p>
              ) : null}
            </div>
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
