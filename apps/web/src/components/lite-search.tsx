import { CloseCircleFilled } from '@ant-design/icons';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { clsx as cx } from 'clsx';
import { ANT } from './antd-markup.ts';
import {
  ButtonCompactStyle,
  useButtonStyle,
  useCompactStyle,
  useInputSharedStyle,
  useInputStyle,
  useSearchStyle,
} from './antd-style-hooks.ts';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'className'
>;

export interface LiteSearchProps extends NativeInputProps {
  /** The class of the whole box (antd's `className` of Input.Search). */
  className?: string;
  defaultValue?: string;
  size?: 'large';
  /** The search button's content: text, or an icon (antd's `enterButton`). */
  enterButton: ReactNode;
  /** A button that empties the box (antd's `allowClear`); it does not search. */
  allowClear?: boolean;
  /** Enter in the box or the search button, with the box's text (as typed; not trimmed). */
  onSearch: (value: string) => void;
  /** The input element: for focusing it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * antd's Input.Search (a compact group of the input and a primary search button) as markup
 * (components/antd-markup.ts): the same elements and classes, styled by antd's rules. Like antd's: Enter
 * searches (not while an input method is composing), the button searches without taking the focus from the
 * box, the clear button empties the box and keeps the focus in it, the box's border shows focus.
 */
export function LiteSearch({
  className,
  defaultValue = '',
  size,
  enterButton,
  allowClear,
  onSearch,
  ref,
  onFocus,
  onBlur,
  onKeyDown,
  onCompositionStart,
  onCompositionEnd,
  ...inputProps
}: LiteSearchProps) {
  // the style hooks antd's Input.Search calls, and those of its parts (the compact group, the input, the
  // button): the same hash and CSS-variable classes, the components' tokens as CSS variables
  const [compactHash] = useCompactStyle(`${ANT}-space-compact`);
  const [searchHash, searchVar] = useSearchStyle(`${ANT}-input-search`);
  const [hash, cssVar] = useInputSharedStyle(`${ANT}-input`);
  useInputStyle(`${ANT}-input`, `${ANT}-input-css-var`);
  const [buttonHash, buttonVar] = useButtonStyle(`${ANT}-btn`);
  const [value, setValue] = useState(defaultValue);
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);
  const large = size === 'large';
  const compactItem = 'ant-input-outlined';
  const itemClasses = cx(
    compactItem,
    cssVar,
    'ant-input-css-var ant-input-compact-item ant-input-compact-first-item',
  );

  const field = (
    <input
      {...inputProps}
      ref={input}
      type="search"
      className={
        allowClear
          ? cx('ant-input', large && 'ant-input-lg', hash)
          : cx('ant-input', large && 'ant-input-lg', hash, itemClasses)
      }
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onFocus={(e) => {
        setFocused(true);
        onFocus?.(e);
      }}
      onBlur={(e) => {
        setFocused(false);
        onBlur?.(e);
      }}
      onCompositionStart={(e) => {
        composing.current = true;
        onCompositionStart?.(e);
      }}
      onCompositionEnd={(e) => {
        composing.current = false;
        onCompositionEnd?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !composing.current && !e.nativeEvent.isComposing && !e.repeat) {
          onSearch(e.currentTarget.value);
        }
        onKeyDown?.(e);
      }}
    />
  );

  return (
    <div
      className={cx(
        'ant-space-compact',
        compactHash,
        'ant-input-search',
        searchVar,
        large && 'ant-input-search-large',
        'ant-input-search-with-button',
        className,
        searchHash,
      )}
    >
      {allowClear ? (
        // a click on the box's padding focuses the input, as antd's affix wrapper does
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the input inside takes the keyboard
        <span
          className={cx(
            'ant-input-affix-wrapper',
            large && 'ant-input-affix-wrapper-lg',
            focused && 'ant-input-affix-wrapper-focused',
            hash,
            itemClasses,
          )}
          onClick={(e) => {
            if (e.target !== input.current) input.current?.focus();
          }}
        >
          {field}
          <span className="ant-input-suffix">
            <button
              type="button"
              className={cx('ant-input-clear-icon', !value && 'ant-input-clear-icon-hidden')}
              // keeps the focus in the box
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setValue('');
                input.current?.focus();
              }}
            >
              <CloseCircleFilled />
            </button>
          </span>
        </span>
      ) : (
        field
      )}
      <button
        type="button"
        className={cx(
          'ant-btn',
          buttonHash,
          buttonVar,
          'ant-btn-default ant-btn-color-primary ant-btn-variant-solid',
          large && 'ant-btn-lg',
          'ant-btn-compact-item ant-btn-compact-last-item ant-input-search-btn',
        )}
        // a press on the button keeps the focus in the box (antd's Input.Search)
        onMouseDown={(e) => {
          if (document.activeElement === input.current) e.preventDefault();
        }}
        onClick={() => onSearch(input.current?.value ?? value)}
      >
        {typeof enterButton === 'string' ? <span>{enterButton}</span> : enterButton}
        {/* the rules of a button in a compact group (antd's Button renders the same) */}
        <ButtonCompactStyle prefixCls={`${ANT}-btn`} />
      </button>
    </div>
  );
}
