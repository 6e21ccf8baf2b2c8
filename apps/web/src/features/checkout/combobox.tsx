'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styles from './combobox.module.css';

const DEBOUNCE_MS = 300;

export interface ComboboxProps<T> {
  label: string;
  /** the chosen option as text ('' when none) */
  value: string;
  load: (search: string, signal: AbortSignal) => Promise<T[]>;
  optionKey: (option: T) => string;
  optionText: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  placeholder?: string;
  hint?: string;
  /** a translated message; marks the field invalid */
  error?: string;
  /** how many characters before asking (0: the list opens on focus) */
  minChars?: number;
  emptyText: string;
  loadingText: string;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
}

/**
 * A searchable list (WAI-ARIA combobox with a listbox popup): typing asks `load` after a short
 * pause, arrows move through the answers, Enter picks, Escape closes. Leaving the field without
 * picking puts the chosen value back, so the text never pretends to be a choice it is not.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, value, load, optionKey, optionText, onSelect, error, minChars = 1 } = props;
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(value);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<T[]>([]);
  const [active, setActive] = useState(-1);
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState<string | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  // A choice made elsewhere (prefill, reset) shows in the field.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (search === null || search.trim().length < minChars) {
      setOptions([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      loadRef
        .current(search.trim(), controller.signal)
        .then((found) => {
          setOptions(found);
          setActive(found.length > 0 ? 0 : -1);
          setLoading(false);
        })
        .catch((e: unknown) => {
          if ((e as Error).name === 'AbortError') return;
          setOptions([]);
          setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, minChars]);

  const pick = (option: T) => {
    onSelect(option);
    setText(optionText(option));
    setOpen(false);
    setSearch(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setSearch(minChars === 0 && text === value ? '' : text);
      } else setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter') {
      const option = options[active];
      if (open && option) {
        event.preventDefault();
        pick(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(value);
    }
  };

  const showList = open && (search ?? '').trim().length >= minChars;
  const activeId = showList && active >= 0 ? `${id}-opt-${active}` : undefined;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        <input
          id={id}
          ref={props.inputRef}
          name={props.name}
          className="input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          placeholder={props.placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSearch(e.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            if (minChars === 0) {
              setSearch(text === value ? '' : text);
              setOpen(true);
            }
          }}
          onBlur={() => {
            setOpen(false);
            setText(value);
          }}
          onKeyDown={onKeyDown}
        />
        {showList && options.length === 0 && (
          <p className={`${styles.list} ${styles.info}`} role="status">
            {loading ? props.loadingText : props.emptyText}
          </p>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.list}
          hidden={!showList || options.length === 0}
        >
          {options.map((option, index) => (
            <li
              key={optionKey(option)}
              id={`${id}-opt-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // mousedown, not click: the input's blur would close the list first
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option);
              }}
              onMouseEnter={() => setActive(index)}
            >
              {props.renderOption ? props.renderOption(option) : optionText(option)}
            </li>
          ))}
        </ul>
      </div>
      {props.hint && (
        <span id={hintId} className={styles.hint}>
          {props.hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
