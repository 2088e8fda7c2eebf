// Exported by SheetLab 0.1.0: --style card
// @gorhom/bottom-sheet v5.
// gorhom's release (handleOnEnd): where the sheet would be 0.2 s later at the release speed,
// the nearest snap point, closed among them; SheetLab closes past 0.25 of its height.
// Released, gorhom lands otherwise than SheetLab on 2 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                   SheetLab  gorhom
//   slow-down-from-top        dismiss   open
//   fast-flick-down-from-top  open      dismiss
import { useCallback, useMemo, type ReactNode, type RefObject } from 'react';
import { useWindowDimensions } from 'react-native';
import { Easing } from 'react-native-reanimated';
import BottomSheet, {
  BottomSheetBackdrop,
  BottomSheetView,
  useBottomSheetTimingConfigs,
  type BottomSheetBackdropProps,
} from '@gorhom/bottom-sheet';

/** Where the sheet opens when presented: sheetRef.current?.snapToIndex(presentIndex). */
export const presentIndex = 0;

/** The sheet as tuned in SheetLab: open, lowest first; closed until presented. */
export function SheetBottomSheet({ sheetRef, children }: { sheetRef: RefObject<BottomSheet>; children: ReactNode }) {
  const { height } = useWindowDimensions();
  const snapPoints = useMemo(() => [height - 40], [height]);
  const animationConfigs = useBottomSheetTimingConfigs({
    duration: 500,
    easing: Easing.bezier(0.42, 0, 0.58, 1),
  });
  const renderBackdrop = useCallback(
    (props: BottomSheetBackdropProps) => (
      <BottomSheetBackdrop {...props} opacity={0.3} disappearsOnIndex={-1} appearsOnIndex={0} pressBehavior="none" />
    ),
    [],
  );
  return (
    <BottomSheet
      ref={sheetRef}
      snapPoints={snapPoints}
      index={-1}
      enableDynamicSizing={false}
      enablePanDownToClose={true}
      animationConfigs={animationConfigs}
      backdropComponent={renderBackdrop}
      backgroundStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}
    >
      <BottomSheetView>{children}</BottomSheetView>
    </BottomSheet>
  );
}

// Not expressed by @gorhom/bottom-sheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   cardScale = 0.92
//   presentDuration = 0.5 s
//   dimDuration = 0.5 s
//   dimOutDuration = 0.5 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.25

// Not read by --style card (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, glassBlur, grabberWidth,
//   grabberHeight, panelHeight, halfFraction, peekHeight
