import { useEffect, useId, useRef } from 'react';
import { input, visuallyHidden } from '../../styles/shared.css';

interface SearchFieldProps {
  label: string;
  /** The label is read by screen readers only (the placeholder and the context say what the box is for). */
  hideLabel?: boolean;
  labelClassName?: string;
  /** Added to the shared input style. */
  inputClassName?: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** A fixed id when something else points at the box; otherwise one is made. */
  id?: string;
  spellCheck?: boolean;
}

/** A labelled search box: its label (visible, or for screen readers only) and an `input type=search` bound to a value. */
export function SearchField({
  label,
  hideLabel,
  labelClassName,
  inputClassName,
  value,
  onValueChange,
  placeholder,
  id,
  spellCheck,
}: SearchFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const box = useRef<HTMLInputElement>(null);
  // Text typed into the prerendered box before the page's code took it over is the query, never a text the page
  // ignores: React keeps what the box holds when it hydrates and fires no change for it, so the page reads it here.
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed !== value) onValueChange(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the box is first mounted (hydrated)
  }, []);
  return (
    <>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : labelClassName}>
        {label}
      </label>
      <input
        ref={box}
        id={inputId}
        type="search"
        className={inputClassName ? `${input} ${inputClassName}` : input}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        autoComplete="off"
        spellCheck={spellCheck}
      />
    </>
  );
}
