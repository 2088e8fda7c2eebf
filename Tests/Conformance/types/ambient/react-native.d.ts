// Minimal stand-in for 'react-native' types that @gorhom/bottom-sheet's public
// props refer to (ViewStyle, StyleProp, ViewProps, Insets, EasingFunction).
// Hand-written subset; shapes follow react-native's own typings
// (Libraries/StyleSheet/StyleSheetTypes.d.ts, Libraries/Components/View/ViewPropTypes.d.ts,
// Libraries/Animated/Easing.d.ts). Closed: no index signatures.
import type { ReactNode } from 'react';

export type DimensionValue = number | 'auto' | `${number}%` | null;

export interface ViewStyle {
  backgroundColor?: string;
  borderRadius?: number;
  borderTopLeftRadius?: number;
  borderTopRightRadius?: number;
  borderBottomLeftRadius?: number;
  borderBottomRightRadius?: number;
  borderWidth?: number;
  borderColor?: string;
  flex?: number;
  flexDirection?: 'row' | 'column' | 'row-reverse' | 'column-reverse';
  alignItems?: 'flex-start' | 'flex-end' | 'center' | 'stretch' | 'baseline';
  justifyContent?: 'flex-start' | 'flex-end' | 'center' | 'space-between' | 'space-around' | 'space-evenly';
  height?: DimensionValue;
  width?: DimensionValue;
  margin?: DimensionValue;
  marginHorizontal?: DimensionValue;
  padding?: DimensionValue;
  paddingHorizontal?: DimensionValue;
  paddingBottom?: DimensionValue;
  position?: 'absolute' | 'relative';
  top?: DimensionValue;
  left?: DimensionValue;
  bottom?: DimensionValue;
  right?: DimensionValue;
  opacity?: number;
  overflow?: 'visible' | 'hidden' | 'scroll';
  shadowColor?: string;
  shadowOpacity?: number;
  shadowRadius?: number;
  elevation?: number;
  zIndex?: number;
}

type Falsy = undefined | null | false;
interface RecursiveArray<T> extends Array<T | ReadonlyArray<T> | RecursiveArray<T>> {}
export type StyleProp<T> = T | RecursiveArray<T | Falsy> | Falsy;

export interface Insets {
  top?: number;
  left?: number;
  bottom?: number;
  right?: number;
}

export interface ViewProps {
  children?: ReactNode;
  style?: StyleProp<ViewStyle>;
  pointerEvents?: 'box-none' | 'none' | 'box-only' | 'auto';
  testID?: string;
  onLayout?: (event: { nativeEvent: { layout: { x: number; y: number; width: number; height: number } } }) => void;
  accessible?: boolean;
  accessibilityLabel?: string;
  accessibilityHint?: string;
  accessibilityRole?: string;
}

/** react-native Libraries/Animated/Easing.d.ts: `export type EasingFunction = (value: number) => number;` */
export type EasingFunction = (value: number) => number;

/** Libraries/Utilities/Dimensions.d.ts: `interface ScaledSize { width; height; scale; fontScale }`. */
export interface ScaledSize {
  width: number;
  height: number;
  scale: number;
  fontScale: number;
}

/** Libraries/Utilities/useWindowDimensions.d.ts: `export function useWindowDimensions(): ScaledSize;` */
export function useWindowDimensions(): ScaledSize;
