import { Button, RadioGroup, Stack } from '@carrier/design-system';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { usePageView } from '@carrier/storefront/kit';
import { SHOP_PATHS } from './paths.js';
import { type PlanAnswers } from './plans.js';
import * as styles from './shop.css.js';
import { usePlanStrings } from './plans/parts.js';

/** `plans/selector`: three questions, then the recommended plan. */
export function PlanSelectorPage() {
  const texts = usePlanStrings();
  usePageView(texts.quizTitle);
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<PlanAnswers>({ usage: 'light', hotspot: 'none', travel: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: SHOP_PATHS.planRecommended, search: { ...answers, travel: answers.travel ? 'yes' : 'no' } });
  };
  return (
    <Stack as="section" space="lg" className={styles.pageEnd} aria-labelledby="quiz-title">
      <h1 id="quiz-title" className={styles.heading}>
        {texts.quizTitle}
      </h1>
      <p className={styles.muted}>{texts.quizIntro}</p>
      <Stack as="form" space="lg" onSubmit={submit}>
        <RadioGroup
          legend={texts.usageQuestion}
          value={answers.usage}
          options={[
            { value: 'light', label: texts.usageLight },
            { value: 'heavy', label: texts.usageHeavy },
          ]}
          onChange={(usage) => setAnswers({ ...answers, usage: usage as PlanAnswers['usage'] })}
        />
        <RadioGroup
          legend={texts.hotspotQuestion}
          value={answers.hotspot}
          options={[
            { value: 'none', label: texts.hotspotNone },
            { value: 'some', label: texts.hotspotSome },
            { value: 'lots', label: texts.hotspotLots },
          ]}
          onChange={(hotspot) => setAnswers({ ...answers, hotspot: hotspot as PlanAnswers['hotspot'] })}
        />
        <RadioGroup
          legend={texts.travelQuestion}
          value={answers.travel ? 'yes' : 'no'}
          options={[
            { value: 'no', label: texts.no },
            { value: 'yes', label: texts.yes },
          ]}
          onChange={(travel) => setAnswers({ ...answers, travel: travel === 'yes' })}
        />
        <div>
          <Button type="submit">{texts.quizSubmit}</Button>
        </div>
      </Stack>
    </Stack>
  );
}
