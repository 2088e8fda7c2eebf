// Exported by SheetLab 0.1.0: --style half
// @gorhom/bottom-sheet v5.
// Released, gorhom lands otherwise than SheetLab on 4 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                   SheetLab  gorhom
//   slow-up-past-half         low       high
//   short-fast-flick-up       high      low
//   slow-down-from-top        low       high
//   fast-flick-down-from-top  high      low
import { useCallback, useMemo, type ReactNode, type RefObject } from 'react';
import { Easing } from 'react-native-reanimated';
import BottomSheet, {
  BottomSheetBackdrop,
  BottomSheetView,
  useBottomSheetTimingConfigs,
  type BottomSheetBackdropProps,
} from '@gorhom/bottom-sheet';

/** Where the sheet opens when presented: sheetRef.current?.snapToIndex(presentIndex). */
export const presentIndex = 0;

/** The sheet as tuned in SheetLab: low, high, lowest first; closed until presented. */
export function SheetBottomSheet({ sheetRef, children }: { sheetRef: RefObject<BottomSheet>; children: ReactNode }) {
  const snapPoints = useMemo(() => [200, '100%'], []);
  const animationConfigs = useBottomSheetTimingConfigs({
    duration: 300,
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
      ref={sheetRef}
      snapPoints={snapPoints}
      index={-1}
      enableDynamicSizing={false}
      enablePanDownToClose={false}
      animationConfigs={animationConfigs}
      backdropComponent={renderBackdrop}
      backgroundStyle={{ borderTopLeftRadius: 0, borderTopRightRadius: 0 }}
    >
      <BottomSheetView>{children}</BottomSheetView>
    </BottomSheet>
  );
}

// Not expressed by @gorhom/bottom-sheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   halfFraction = 0.5

// Not read by --style half (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, defaultHeight, dismissHeight,
//   topInset, glassBlur, grabberWidth, grabberHeight, cardScale, panelHeight, dismissProgress,
//   cardTop, peekHeight
