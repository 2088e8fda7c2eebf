// Minimal stand-in for @types/react (React 18 API surface), only what SheetLab's
// vaul / @gorhom exports use or could plausibly use. Hand-written, not copied:
// shapes follow DefinitelyTyped types/react/index.d.ts (React 18) — useState,
// useRef, useMemo, useCallback, ReactNode, ReactElement, FC, forwardRef/memo
// exotic components, RefObject. No index signatures, so unknown props and
// misspelled style keys fail type-checking.

export type Key = string | number;

export interface ReactElement<P = any, T = any> {
  type: T;
  props: P;
  key: Key | null;
}

export interface ReactPortal extends ReactElement {
  children: ReactNode;
}

export type ReactFragment = Iterable<ReactNode>;
export type ReactNode =
  | ReactElement
  | string
  | number
  | ReactFragment
  | ReactPortal
  | boolean
  | null
  | undefined;

export interface RefObject<T> {
  readonly current: T | null;
}
export interface MutableRefObject<T> {
  current: T;
}
export type RefCallback<T> = (instance: T | null) => void;
export type Ref<T> = RefCallback<T> | RefObject<T> | null;
export type ForwardedRef<T> = ((instance: T | null) => void) | MutableRefObject<T | null> | null;

export interface RefAttributes<T> {
  ref?: Ref<T>;
  key?: Key | null;
}

export type PropsWithChildren<P = unknown> = P & { children?: ReactNode };

export interface FunctionComponent<P = {}> {
  (props: P, context?: any): ReactElement<any, any> | null;
  displayName?: string;
}
export type FC<P = {}> = FunctionComponent<P>;

export interface ExoticComponent<P = {}> {
  (props: P): ReactElement | null;
  readonly $$typeof: symbol;
}
export interface NamedExoticComponent<P = {}> extends ExoticComponent<P> {
  displayName?: string;
}
export interface ForwardRefExoticComponent<P> extends NamedExoticComponent<P> {}
export type MemoExoticComponent<T> = NamedExoticComponent<any> & { readonly type: T } & T;

export type SetStateAction<S> = S | ((prevState: S) => S);
export type Dispatch<A> = (value: A) => void;
export type DependencyList = ReadonlyArray<unknown>;
export type EffectCallback = () => void | (() => void);

export function useState<S>(initialState: S | (() => S)): [S, Dispatch<SetStateAction<S>>];
export function useState<S = undefined>(): [S | undefined, Dispatch<SetStateAction<S | undefined>>];
export function useRef<T>(initialValue: T): MutableRefObject<T>;
export function useRef<T>(initialValue: T | null): RefObject<T>;
export function useRef<T = undefined>(): MutableRefObject<T | undefined>;
export function useMemo<T>(factory: () => T, deps: DependencyList | undefined): T;
// eslint-disable-next-line @typescript-eslint/ban-types
export function useCallback<T extends Function>(callback: T, deps: DependencyList): T;
export function useEffect(effect: EffectCallback, deps?: DependencyList): void;

export function forwardRef<T, P = {}>(
  render: (props: P, ref: ForwardedRef<T>) => ReactElement | null,
): ForwardRefExoticComponent<P & RefAttributes<T>>;
export function memo<P extends object>(component: FC<P>): NamedExoticComponent<P>;

// --- DOM-ish attribute types (a subset; add when an export needs more) ---

/** A deliberately closed subset of CSS properties (React's CSSProperties has hundreds). */
export interface CSSProperties {
  position?: 'static' | 'relative' | 'absolute' | 'fixed' | 'sticky';
  inset?: number | string;
  top?: number | string;
  right?: number | string;
  bottom?: number | string;
  left?: number | string;
  width?: number | string;
  height?: number | string;
  minHeight?: number | string;
  maxHeight?: number | string;
  maxWidth?: number | string;
  margin?: number | string;
  marginLeft?: number | string;
  marginRight?: number | string;
  padding?: number | string;
  display?: string;
  flexDirection?: 'row' | 'column' | 'row-reverse' | 'column-reverse';
  flex?: number | string;
  overflow?: 'visible' | 'hidden' | 'scroll' | 'auto' | 'clip';
  overflowY?: 'visible' | 'hidden' | 'scroll' | 'auto' | 'clip';
  background?: string;
  backgroundColor?: string;
  color?: string;
  opacity?: number | string;
  zIndex?: number;
  borderRadius?: number | string;
  borderTopLeftRadius?: number | string;
  borderTopRightRadius?: number | string;
  boxShadow?: string;
  /** csstype 3.1 `Property.ClipPath` (a string: `inset(50%)`, a url, a shape). */
  clipPath?: string;
  outline?: string | number;
  pointerEvents?: 'auto' | 'none';
  touchAction?: string;
  transform?: string;
  transition?: string;
}

export interface SyntheticEvent<T = Element> {
  currentTarget: T;
  target: EventTarget;
  preventDefault(): void;
  stopPropagation(): void;
  defaultPrevented: boolean;
}
export interface PointerEvent<T = Element> extends SyntheticEvent<T> {
  pointerId: number;
  pointerType: string;
  pageX: number;
  pageY: number;
}
export interface MouseEvent<T = Element> extends SyntheticEvent<T> {
  pageX: number;
  pageY: number;
}

export interface AriaAttributes {
  'aria-describedby'?: string | undefined;
  'aria-labelledby'?: string | undefined;
  'aria-label'?: string | undefined;
  'aria-hidden'?: boolean | 'true' | 'false' | undefined;
}

export interface HTMLAttributes<T> extends AriaAttributes {
  children?: ReactNode;
  className?: string;
  id?: string;
  role?: string;
  style?: CSSProperties;
  tabIndex?: number;
  title?: string;
  hidden?: boolean;
  onClick?: (event: MouseEvent<T>) => void;
  onPointerDown?: (event: PointerEvent<T>) => void;
  onPointerMove?: (event: PointerEvent<T>) => void;
  onPointerUp?: (event: PointerEvent<T>) => void;
}
export interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
}
export interface AnchorHTMLAttributes<T> extends HTMLAttributes<T> {
  href?: string;
  target?: string;
}
export interface ImgHTMLAttributes<T> extends HTMLAttributes<T> {
  src?: string;
  alt?: string;
}
export interface InputHTMLAttributes<T> extends HTMLAttributes<T> {
  type?: string;
  value?: string | number;
  placeholder?: string;
}
export interface LabelHTMLAttributes<T> extends HTMLAttributes<T> {
  htmlFor?: string;
}

export type DetailedHTMLProps<E, T> = RefAttributes<T> & E;

declare global {
  namespace JSX {
    interface Element extends ReactElement<any, any> {}
    interface ElementAttributesProperty {
      props: {};
    }
    interface ElementChildrenAttribute {
      children: {};
    }
    interface IntrinsicAttributes {
      key?: Key | null | undefined;
    }
    interface IntrinsicClassAttributes<T> {
      ref?: Ref<T>;
    }
    interface IntrinsicElements {
      div: DetailedHTMLProps<HTMLAttributes<HTMLDivElement>, HTMLDivElement>;
      span: DetailedHTMLProps<HTMLAttributes<HTMLSpanElement>, HTMLSpanElement>;
      p: DetailedHTMLProps<HTMLAttributes<HTMLParagraphElement>, HTMLParagraphElement>;
      h1: DetailedHTMLProps<HTMLAttributes<HTMLHeadingElement>, HTMLHeadingElement>;
      h2: DetailedHTMLProps<HTMLAttributes<HTMLHeadingElement>, HTMLHeadingElement>;
      h3: DetailedHTMLProps<HTMLAttributes<HTMLHeadingElement>, HTMLHeadingElement>;
      section: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      header: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      footer: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      main: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      nav: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;
      ul: DetailedHTMLProps<HTMLAttributes<HTMLUListElement>, HTMLUListElement>;
      li: DetailedHTMLProps<HTMLAttributes<HTMLLIElement>, HTMLLIElement>;
      button: DetailedHTMLProps<ButtonHTMLAttributes<HTMLButtonElement>, HTMLButtonElement>;
      a: DetailedHTMLProps<AnchorHTMLAttributes<HTMLAnchorElement>, HTMLAnchorElement>;
      img: DetailedHTMLProps<ImgHTMLAttributes<HTMLImageElement>, HTMLImageElement>;
      input: DetailedHTMLProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>;
      label: DetailedHTMLProps<LabelHTMLAttributes<HTMLLabelElement>, HTMLLabelElement>;
    }
  }
}
