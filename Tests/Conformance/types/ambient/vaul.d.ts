// Declarations for 'vaul' 1.1.2, limited to what a SheetLab sheet export uses or
// could plausibly use. Copied (reformatted) from
//   github.com/emilkowalski/vaul, tag v1.1.2 (commit 73d06cdd3fd990bf4b83214cfe240c246908af0d)
//   src/index.tsx — WithFadeFromProps L27-38, WithoutFadeFromProps L40-48,
//   DialogProps L50-137, Root L139-169 (defaults), Overlay L802-827,
//   ContentProps/Content L831-833, HandleProps L989-991, Handle L996,
//   Portal L1128-1135, Drawer object L1137-1148.
// Trigger/Close/Title/Description are Radix Dialog primitives (vaul 1.1.2 depends on
// "@radix-ui/react-dialog": "^1.1.1", package.json L66-68); their props here are the
// Radix shapes (Primitive.button / h2 / p props + asChild), per
// github.com/radix-ui/primitives packages/react/dialog/src/dialog.tsx
// (DialogTitleProps extends PrimitiveHeading2Props, DialogDescriptionProps extends
// PrimitiveParagraphProps, DialogCloseProps extends PrimitiveButtonProps).
// Props not listed in vaul's DialogProps are deliberately absent, so a misspelling fails.
import type {
  ButtonHTMLAttributes,
  ForwardRefExoticComponent,
  HTMLAttributes,
  PointerEvent,
  ReactNode,
  RefAttributes,
} from 'react';

/** src/types.ts L1 */
export type DrawerDirection = 'top' | 'bottom' | 'left' | 'right';

/** src/index.tsx L27-38 */
export interface WithFadeFromProps {
  /** Shares of the screen (0..1) or px strings ('148px'), least visible first. */
  snapPoints: (number | string)[];
  /** Index of the snap point from which the overlay fades in. Defaults to the last snap point. */
  fadeFromIndex: number;
}

/** src/index.tsx L40-48 */
export interface WithoutFadeFromProps {
  snapPoints?: (number | string)[];
  fadeFromIndex?: never;
}

/** src/index.tsx L50-137 (defaults from Root's destructuring, L139-169) */
export type DialogProps = {
  activeSnapPoint?: number | string | null;
  setActiveSnapPoint?: (snapPoint: number | string | null) => void;
  children?: ReactNode;
  open?: boolean;
  /** @default 0.25 (constants.ts L8 CLOSE_THRESHOLD) */
  closeThreshold?: number;
  /** @default false */
  noBodyStyles?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** @default false */
  shouldScaleBackground?: boolean;
  /** @default true */
  setBackgroundColorOnScale?: boolean;
  /** @default 100 (constants.ts L10 SCROLL_LOCK_TIMEOUT; the JSDoc says 500ms) */
  scrollLockTimeout?: number;
  fixed?: boolean;
  /** @default false */
  handleOnly?: boolean;
  /** @default true */
  dismissible?: boolean;
  onDrag?: (event: PointerEvent<HTMLDivElement>, percentageDragged: number) => void;
  onRelease?: (event: PointerEvent<HTMLDivElement>, open: boolean) => void;
  /** @default true */
  modal?: boolean;
  nested?: boolean;
  onClose?: () => void;
  /** @default 'bottom' */
  direction?: 'top' | 'bottom' | 'left' | 'right';
  /** @default false */
  defaultOpen?: boolean;
  /** @default true (Root L162) */
  disablePreventScroll?: boolean;
  /** @default true */
  repositionInputs?: boolean;
  /** @default false */
  snapToSequentialPoint?: boolean;
  container?: HTMLElement | null;
  onAnimationEnd?: (open: boolean) => void;
  /** @default false */
  preventScrollRestoration?: boolean;
  /** @default false */
  autoFocus?: boolean;
} & (WithFadeFromProps | WithoutFadeFromProps);

/** src/index.tsx L139: `export function Root({...}: DialogProps)` */
export declare function Root(props: DialogProps): JSX.Element;
/** src/index.tsx L1098: `export function NestedRoot({...}: DialogProps)` */
export declare function NestedRoot(props: DialogProps): JSX.Element;

/** Radix: Primitive props add `asChild?: boolean`. */
interface AsChild {
  asChild?: boolean;
}

/** Radix DismissableLayer / FocusScope handlers that Content exposes (src/index.tsx L834, L925-949). */
interface ContentHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  onPointerDownOutside?: (event: CustomEvent<{ originalEvent: globalThis.PointerEvent }>) => void;
  onInteractOutside?: (event: CustomEvent) => void;
  forceMount?: true;
}

/** src/index.tsx L831: `ContentProps = React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content>` */
export type ContentProps = HTMLAttributes<HTMLDivElement> & AsChild & ContentHandlers;
/** src/index.tsx L802: Overlay = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>> */
export type OverlayProps = HTMLAttributes<HTMLDivElement> & AsChild & { forceMount?: true };
/** src/index.tsx L989-991 */
export type HandleProps = HTMLAttributes<HTMLDivElement> & { preventCycle?: boolean };
/** src/index.tsx L1128: `PortalProps = React.ComponentPropsWithoutRef<typeof DialogPrimitive.Portal>` */
export type PortalProps = { children?: ReactNode; container?: HTMLElement | null; forceMount?: true };

export declare const Content: ForwardRefExoticComponent<ContentProps & RefAttributes<HTMLDivElement>>;
export declare const Overlay: ForwardRefExoticComponent<OverlayProps & RefAttributes<HTMLDivElement>>;
export declare const Handle: ForwardRefExoticComponent<HandleProps & RefAttributes<HTMLDivElement>>;
export declare function Portal(props: PortalProps): JSX.Element;

/** src/index.tsx L1137-1148 */
export declare const Drawer: {
  Root: typeof Root;
  NestedRoot: typeof NestedRoot;
  Content: typeof Content;
  Overlay: typeof Overlay;
  /** DialogPrimitive.Trigger */
  Trigger: ForwardRefExoticComponent<ButtonHTMLAttributes<HTMLButtonElement> & AsChild & RefAttributes<HTMLButtonElement>>;
  Portal: typeof Portal;
  Handle: typeof Handle;
  /** DialogPrimitive.Close */
  Close: ForwardRefExoticComponent<ButtonHTMLAttributes<HTMLButtonElement> & AsChild & RefAttributes<HTMLButtonElement>>;
  /** DialogPrimitive.Title (an h2) */
  Title: ForwardRefExoticComponent<HTMLAttributes<HTMLHeadingElement> & AsChild & RefAttributes<HTMLHeadingElement>>;
  /** DialogPrimitive.Description (a p) */
  Description: ForwardRefExoticComponent<HTMLAttributes<HTMLParagraphElement> & AsChild & RefAttributes<HTMLParagraphElement>>;
};
