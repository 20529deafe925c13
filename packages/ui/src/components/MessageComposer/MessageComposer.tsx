import type { KeyboardEvent } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { TextArea } from '../TextArea';
import * as styles from './MessageComposer.css';

export type MessageComposerProps = {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text; the caller clears `value` once it was sent. */
  onSend: (text: string) => void;
  sending?: boolean;
  label?: string;
  maxLength?: number;
  error?: string;
  disabled?: boolean;
};

/** Where a reply is written: Enter adds a line, Ctrl + Enter (⌘ + Enter on Mac) sends. */
export function MessageComposer({
  value,
  onChange,
  onSend,
  sending = false,
  label = 'Respuesta',
  maxLength = 1000,
  error,
  disabled,
}: MessageComposerProps) {
  const text = value.trim();
  const canSend = text !== '' && !sending && !disabled;
  const send = () => {
    if (canSend) onSend(text);
  };
  return (
    <form
      className={styles.form}
      data-slot="message-composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          send();
        }
      }}
    >
      <TextArea
        label={label}
        value={value}
        onChange={onChange}
        rows={3}
        maxLength={maxLength}
        error={error}
        disabled={disabled}
        placeholder="Escriba su mensaje"
      />
      <div className={styles.actions}>
        <span className={styles.shortcut} aria-hidden="true">
          Ctrl + Enter para enviar
        </span>
        <Button type="submit" loading={sending} disabled={!canSend && !sending}>
          <Icon name="send" size="sm" />
          Enviar
        </Button>
      </div>
    </form>
  );
}
