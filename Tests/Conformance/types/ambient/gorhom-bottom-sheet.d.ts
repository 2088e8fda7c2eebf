// Declarations for '@gorhom/bottom-sheet' 5.2.x, limited to what a SheetLab sheet
// export uses or could plausibly use. Copied (reformatted, trimmed) from
//   github.com/gorhom/react-native-bottom-sheet, tag v5.2.13
//   (commit bc94d544d37395eab056d27a2a4b38c56c355cc7; the public types below are
//   unchanged since v5.2.0 e0d3a94c7ae105d5f366b8febead2faa26677ad0):
//   - src/components/bottomSheet/types.d.ts  BottomSheetProps L28-328,
//     BottomSheetAnimationConfigs L330-338, BottomSheetGestureProps L347-358
//   - src/components/bottomSheet/BottomSheet.tsx  `type BottomSheet = BottomSheetMethods;` L91,
//     forwardRef<BottomSheet, BottomSheetProps> L93, `memo(BottomSheetComponent)` L1873, default export L1876
//   - src/components/bottomSheet/constants.ts  defaults L8-15
//   - src/types.d.ts  BottomSheetMethods L37-94, BottomSheetVariables L114-125
//   - src/components/bottomSheetBackdrop/types.d.ts  BottomSheetBackdropProps L8-10,
//     BackdropPressBehavior L12, BottomSheetDefaultBackdropProps L14-57
//   - src/components/bottomSheetBackdrop/BottomSheetBackdrop.tsx  component typed with
//     BottomSheetDefaultBackdropProps L33-47, `export const BottomSheetBackdrop = memo(...)` L169
//   - src/components/bottomSheetView/types.d.ts  BottomSheetViewProps L4-24
//   - src/hooks/useBottomSheetSpringConfigs.ts L7-11
//   - src/hooks/useBottomSheetTimingConfigs.ts L13-17 (TimingConfig), L26-36
//   - src/index.ts  exports L2, L11-12, L33, L35, L53, L57
// Simplifications: accessibility props, keyboard*, gesture offsets, footer/background
// component props and containerLayoutState are omitted (a misuse of those fails as
// "unknown prop"; add them when an export needs them). `style` is plain ViewStyle
// instead of AnimateStyle<...>.
import type { DependencyList, EffectCallback, FC, NamedExoticComponent, ReactNode, RefAttributes } from 'react';
import type { EasingFunction, StyleProp, ViewProps, ViewStyle } from 'react-native';
import type {
  EasingFunctionFactory,
  ReduceMotion,
  SharedValue,
  WithSpringConfig,
  WithTimingConfig,
} from 'react-native-reanimated';

/** src/types.d.ts L114-125 */
export interface BottomSheetVariables {
  animatedIndex: SharedValue<number>;
  animatedPosition: SharedValue<number>;
}

/** src/types.d.ts L37-94 */
export interface BottomSheetMethods {
  snapToIndex: (index: number, animationConfigs?: WithSpringConfig | WithTimingConfig) => void;
  snapToPosition: (position: number | string, animationConfigs?: WithSpringConfig | WithTimingConfig) => void;
  expand: (animationConfigs?: WithSpringConfig | WithTimingConfig) => void;
  collapse: (animationConfigs?: WithSpringConfig | WithTimingConfig) => void;
  close: (animationConfigs?: WithSpringConfig | WithTimingConfig) => void;
  forceClose: (animationConfigs?: WithSpringConfig | WithTimingConfig) => void;
}

/** src/components/bottomSheetBackdrop/types.d.ts L8-10 — what backdropComponent receives. */
export interface BottomSheetBackdropProps extends Pick<ViewProps, 'style'>, BottomSheetVariables {}

/** src/components/bottomSheetBackdrop/types.d.ts L12 */
export type BackdropPressBehavior = 'none' | 'close' | 'collapse' | number;

/** src/components/bottomSheetBackdrop/types.d.ts L14-57 (accessibility props omitted) */
export interface BottomSheetDefaultBackdropProps extends BottomSheetBackdropProps {
  /** @default 0.5 */
  opacity?: number;
  /** @default 1 */
  appearsOnIndex?: number;
  /** @default 0 */
  disappearsOnIndex?: number;
  /** @default false */
  enableTouchThrough?: boolean;
  /** @default 'close' */
  pressBehavior?: BackdropPressBehavior;
  onPress?: () => void;
  children?: ReactNode | ReactNode[];
}

/** Stand-in for bottomSheetHandle's props (src/components/bottomSheetHandle/types.d.ts). */
export interface BottomSheetHandleProps extends BottomSheetVariables {}

/** src/components/bottomSheet/types.d.ts L330-338 */
export interface BottomSheetAnimationConfigs {
  animationConfigs?: WithSpringConfig | WithTimingConfig;
}

/** src/components/bottomSheet/types.d.ts L28-328 (subset; defaults from constants.ts L8-15) */
export interface BottomSheetProps extends BottomSheetAnimationConfigs {
  /** -1 starts closed. @default 0 */
  index?: number;
  /** numbers = px from the container bottom; strings = '%' of the container height. */
  snapPoints?: Array<string | number> | SharedValue<Array<string | number>>;
  /** @default 2.5 */
  overDragResistanceFactor?: number;
  /** @default false */
  detached?: boolean;
  /** @default true */
  enableContentPanningGesture?: boolean;
  /** @default true */
  enableHandlePanningGesture?: boolean;
  /** @default true */
  enableOverDrag?: boolean;
  /** @default false */
  enablePanDownToClose?: boolean;
  /** @default true */
  enableDynamicSizing?: boolean;
  /** @default true */
  animateOnMount?: boolean;
  overrideReduceMotion?: ReduceMotion;
  /** @deprecated upstream: use containerLayoutState */
  containerHeight?: number | SharedValue<number>;
  /** @default 0 */
  topInset?: number;
  /** @default 0 */
  bottomInset?: number;
  /** @default container height */
  maxDynamicContentSize?: number;
  containerStyle?: StyleProp<ViewStyle>;
  style?: StyleProp<Omit<ViewStyle, 'flexDirection' | 'position' | 'top' | 'left' | 'bottom' | 'right' | 'opacity'>>;
  backgroundStyle?: StyleProp<Omit<ViewStyle, 'position' | 'top' | 'left' | 'bottom' | 'right'>>;
  handleStyle?: StyleProp<ViewStyle>;
  handleIndicatorStyle?: StyleProp<ViewStyle>;
  animatedPosition?: SharedValue<number>;
  animatedIndex?: SharedValue<number>;
  onChange?: (index: number, position: number, type: number) => void;
  onClose?: () => void;
  onAnimate?: (fromIndex: number, toIndex: number, fromPosition: number, toPosition: number) => void;
  handleComponent?: FC<BottomSheetHandleProps> | null;
  backdropComponent?: FC<BottomSheetBackdropProps>;
  backgroundComponent?: FC<BottomSheetVariables & Pick<ViewProps, 'style' | 'pointerEvents'>> | null;
  footerComponent?: FC<{ animatedFooterPosition: SharedValue<number> }>;
  children: ReactNode;
}

/** BottomSheet.tsx L91: `type BottomSheet = BottomSheetMethods;` (so `useRef<BottomSheet>` works) */
type BottomSheet = BottomSheetMethods;
/** BottomSheet.tsx L93 + L1873: memo(forwardRef<BottomSheet, BottomSheetProps>(...)) */
declare const BottomSheet: NamedExoticComponent<BottomSheetProps & RefAttributes<BottomSheetMethods>>;
export default BottomSheet;

/** src/components/bottomSheetBackdrop/BottomSheetBackdrop.tsx L169 */
export declare const BottomSheetBackdrop: NamedExoticComponent<BottomSheetDefaultBackdropProps>;

/** src/components/bottomSheetView/types.d.ts L4-24 */
export interface BottomSheetViewProps extends ViewProps {
  enableFooterMarginAdjustment?: boolean;
  focusHook?: (effect: EffectCallback, deps?: DependencyList) => void;
  children: ReactNode[] | ReactNode;
}
/** src/components/bottomSheetView/BottomSheetView.tsx L90-93 (memo, default export) */
export declare const BottomSheetView: NamedExoticComponent<BottomSheetViewProps>;

/** src/hooks/useBottomSheetSpringConfigs.ts L7-11 — returns its argument unchanged. */
export declare const useBottomSheetSpringConfigs: (
  configs: Omit<WithSpringConfig, 'velocity'>,
) => Omit<WithSpringConfig, 'velocity'>;

/** src/hooks/useBottomSheetTimingConfigs.ts L13-17 */
interface TimingConfig {
  duration?: number;
  easing?: EasingFunction | EasingFunctionFactory;
  reduceMotion?: ReduceMotion;
}
/** src/hooks/useBottomSheetTimingConfigs.ts L26-36 (defaults: easing Easing.out(Easing.exp), duration 250) */
export declare const useBottomSheetTimingConfigs: (configs: TimingConfig) => TimingConfig;
