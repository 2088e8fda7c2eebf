// Minimal stand-in for 'react-native-reanimated' (3.x/4.x public types), only what
// @gorhom/bottom-sheet v5.2 hooks/props take and SheetLab's export calls.
// Sources (software-mansion/react-native-reanimated, index copies read via the
// stored-code index; the snapshot was too large to fetch whole):
//  - packages/react-native-reanimated/src/Easing.ts @ 05ac174997c1b8d280df4a729ac4ec6821c28cf5
//      `export type EasingFunctionFactory = { factory: () => EasingFunction };`
//      `function bezier(x1: number, y1: number, x2: number, y2: number): EasingFunctionFactory`
//      `export const Easing = EasingObject;` (linear, ease, quad, cubic, poly, sin, circle,
//      exp, elastic, back, bounce, bezier, bezierFn, steps, in, out, inOut)
//  - packages/react-native-reanimated/src/animation/springUtils.ts @ 0ba9e0a8f35686b3e316038209929bf0ab34bb2a
//      `export type SpringConfig = {...} & ({ mass?; damping?; duration?: never; ... } | {...})`
//      `export type WithSpringConfig = SpringConfig;`
//  - packages/react-native-reanimated/src/animation/timing.ts @ 093abbf9b3f00ae1f5a01ada4d4d799b33453088
//      `interface TimingConfig { duration?: number; reduceMotion?: ReduceMotion;
//       easing?: EasingFunction | EasingFunctionFactory; }` / `export type WithTimingConfig = TimingConfig;`
//  - SharedValue: packages/react-native-reanimated/src/commonTypes.ts
//      `export interface SharedValue<Value = unknown> { value; get(); set(); addListener; removeListener; modify }`

/** commonTypes.ts: `export type EasingFunction = (t: number) => number;` */
export type EasingFunction = (t: number) => number;
export type EasingFunctionFactory = { factory: () => EasingFunction };

export declare enum ReduceMotion {
  System = 'system',
  Always = 'always',
  Never = 'never',
}

export interface SharedValue<Value = unknown> {
  value: Value;
  get(): Value;
  set(value: Value | ((value: Value) => Value)): void;
  addListener: (listenerID: number, listener: (value: Value) => void) => void;
  removeListener: (listenerID: number) => void;
  modify: (modifier?: <T extends Value>(value: T) => T, forceUpdate?: boolean) => void;
}

export type SpringConfig = {
  stiffness?: number;
  overshootClamping?: boolean;
  restDisplacementThreshold?: number;
  restSpeedThreshold?: number;
  velocity?: number;
  reduceMotion?: ReduceMotion;
} & (
  | {
      mass?: number;
      damping?: number;
      duration?: never;
      dampingRatio?: never;
      clamp?: never;
    }
  | {
      mass?: never;
      damping?: never;
      duration?: number;
      dampingRatio?: number;
      clamp?: { min?: number; max?: number };
    }
);
export type WithSpringConfig = SpringConfig;

interface TimingConfig {
  duration?: number;
  reduceMotion?: ReduceMotion;
  easing?: EasingFunction | EasingFunctionFactory;
}
export type WithTimingConfig = TimingConfig;

export declare const Easing: {
  linear(t: number): number;
  ease(t: number): number;
  quad(t: number): number;
  cubic(t: number): number;
  poly(n: number): EasingFunction;
  sin(t: number): number;
  circle(t: number): number;
  exp(t: number): number;
  elastic(bounciness?: number): EasingFunction;
  back(s?: number): (t: number) => number;
  bounce(t: number): number;
  bezier(x1: number, y1: number, x2: number, y2: number): EasingFunctionFactory;
  bezierFn(x1: number, y1: number, x2: number, y2: number): (x: number) => number;
  steps(n?: number, roundToNextStep?: boolean): EasingFunction;
  in(easing: EasingFunction): EasingFunction;
  out(easing: EasingFunction): EasingFunction;
  inOut(easing: EasingFunction): EasingFunction;
};
