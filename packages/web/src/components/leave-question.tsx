import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from './confirm-dialog';

/** The leave question in the admin's alert dialog; answers once, then is done. */
export default function LeaveQuestion(props: {
  text: string;
  answer: (leave: boolean) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirm();
  const asked = useRef(false);
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void ask(latest.current.text, t('leave'), null).then((leave) => {
      latest.current.answer(leave);
      latest.current.onDone();
    });
  }, [ask, t]);
  return dialog;
}
