// Exported by SheetLab 0.1.0: --style fixed
// @gorhom/bottom-sheet v4.5+ / v5.
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { Easing } from 'react-native-reanimated';
import BottomSheet, {
  BottomSheetBackdrop,
  BottomSheetView,
  useBottomSheetSpringConfigs,
  useBottomSheetTimingConfigs,
  type BottomSheetBackdropProps,
} from '@gorhom/bottom-sheet';

/** The sheet as tuned in SheetLab: panel, lowest first. */
export function SheetBottomSheet({ children }: { children: ReactNode }) {
  const ref = useRef<BottomSheet>(null);
  const snapPoints = useMemo(() => [600], []);
  const animationConfigs = useBottomSheetTimingConfigs({
    duration: 400,
    easing: Easing.bezier(0.42, 0, 0.58, 1),
  });
  const renderBackdrop = useCallback(
    (props: BottomSheetBackdropProps) => (
      <BottomSheetBackdrop {...props} opacity={0.5} disappearsOnIndex={-1} appearsOnIndex={0} />
    ),
    [],
  );
  return (
    <BottomSheet
      ref={ref}
      snapPoints={snapPoints}
      index={0}
      enableDynamicSizing={false}
      enablePanDownToClose={true}
      animationConfigs={animationConfigs}
      backdropComponent={renderBackdrop}
      backgroundStyle={{ borderTopLeftRadius: 0, borderTopRightRadius: 0 }}
    >
      <BottomSheetView>{children}</BottomSheetView>
    </BottomSheet>
  );
}

// Not expressed by @gorhom/bottom-sheet (build by hand if needed):
//   window = 390x844 pt
//   device = none
//   style = fixed
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.5 s
//   tapSlop = 4 pt
//   fps = 60

// Not read by --style fixed (other styles' constants):
//   look, preset, policy, animation, curve, springResponse, springDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, springRest, projectionTime, undimmedDetent,
//   detents, defaultHeight, dismissHeight, topInset, fullscreenVelocity, fullscreenFraction,
//   cornerRadius, cardScale, snapDuration, velocityWindow, dismissProgress, halfFraction, cardTop,
//   peekHeight
