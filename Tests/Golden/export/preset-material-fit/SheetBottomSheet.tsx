// Exported by SheetLab 0.1.0: --style sheet --preset material
// @gorhom/bottom-sheet v5.
// The fit detent is the content's height: enableDynamicSizing adds it.
// gorhom's release (handleOnEnd): where the sheet would be 0.2 s later at the release speed,
// the nearest snap point, closed among them; SheetLab closes below its dismiss line, 100 pt.
// Released, gorhom lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
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

/** The sheet as tuned in SheetLab: a, fit, max, lowest first; closed until presented. */
export function SheetBottomSheet({ sheetRef, children }: { sheetRef: RefObject<BottomSheet>; children: ReactNode }) {
  const { height } = useWindowDimensions();
  const snapPoints = useMemo(() => [150, height - 64], [height]);
  const animationConfigs = useBottomSheetTimingConfigs({
    duration: 256,
    easing: Easing.bezier(0.22, 1, 0.36, 1),
  });
  const renderBackdrop = useCallback(
    (props: BottomSheetBackdropProps) => (
      <BottomSheetBackdrop {...props} opacity={0} disappearsOnIndex={2} appearsOnIndex={3} pressBehavior="none" />
    ),
    [],
  );
  return (
    <BottomSheet
      ref={sheetRef}
      snapPoints={snapPoints}
      index={-1}
      enableDynamicSizing={true}
      enablePanDownToClose={true}
      animationConfigs={animationConfigs}
      backdropComponent={renderBackdrop}
      backgroundStyle={{ borderTopLeftRadius: 28, borderTopRightRadius: 28 }}
      enableOverDrag={false}
    >
      <BottomSheetView>{children}</BottomSheetView>
    </BottomSheet>
  );
}

// Not expressed by @gorhom/bottom-sheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   policy = material
//   springResponse = 0.4 s
//   springDamping = 0.9
//   flickDamping = 0
//   deceleration = 0.998
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   grabberTap = off
//   grabber = visible
//   dismissCue = on
//   dismissible = on
//   springRest = 0.5 pt
//   projectionTime = 0.1 s
//   dismissHeight = 100 pt
//   fullscreenVelocity = 500 pt/s
//   fullscreenFraction = 0.25
//   grabberWidth = 60 pt
//   grabberHeight = 6 pt
//   cardScale = 1
//   presentDuration = 0.256 s
//   dimDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
