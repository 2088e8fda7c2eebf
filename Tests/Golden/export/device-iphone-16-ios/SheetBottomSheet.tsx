// Exported by SheetLab 0.1.0: --style sheet --preset seed
// @gorhom/bottom-sheet v5.
// gorhom's release (handleOnEnd): where the sheet would be 0.2 s later at the release speed,
// the nearest snap point, closed among them; SheetLab closes below its dismiss line, 234 pt.
// Released, gorhom lands otherwise than SheetLab on 2 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                       SheetLab  gorhom
//   slow-up-a-little              max       default
//   quick-flick-down-from-lowest  default   dismiss
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

/** The sheet as tuned in SheetLab: default, max, lowest first; closed until presented. */
export function SheetBottomSheet({ sheetRef, children }: { sheetRef: RefObject<BottomSheet>; children: ReactNode }) {
  const { height } = useWindowDimensions();
  const snapPoints = useMemo(() => [453.44, height - 69], [height]);
  const animationConfigs = useBottomSheetTimingConfigs({
    duration: 400,
    easing: Easing.bezier(0.42, 0, 0.58, 1),
  });
  const renderBackdrop = useCallback(
    (props: BottomSheetBackdropProps) => (
      <BottomSheetBackdrop {...props} opacity={0.2} disappearsOnIndex={-1} appearsOnIndex={0} />
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
      backgroundStyle={{ borderTopLeftRadius: 10, borderTopRightRadius: 10 }}
      enableOverDrag={false}
    >
      <BottomSheetView>{children}</BottomSheetView>
    </BottomSheet>
  );
}

// Not expressed by @gorhom/bottom-sheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   policy = seed
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
//   edgeAttached = off
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 234 pt
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   grabberWidth = 36 pt
//   grabberHeight = 5 pt
//   cardScale = 0.9165
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
