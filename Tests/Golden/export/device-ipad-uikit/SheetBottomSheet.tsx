// Exported by SheetLab 0.1.0: --style sheet --preset uikit
// @gorhom/bottom-sheet v5.
// Tuned on ipad-mini, where SheetLab draws UIKit's form sheet (form: centred,
// 580x640 pt): not expressed, gorhom's sheet stays on the bottom edge. The detents
// below are the ones SheetLab rests at in a compact width (an iPhone's); it opens at the lowest.
// gorhom's release (handleOnEnd): where the sheet would be 0.2 s later at the release speed,
// the nearest snap point, closed among them; SheetLab closes below its dismiss line, 20 pt.
// Released: not compared with SheetLab's sheet (SheetLab draws UIKit's form sheet on ipad-mini; the gorhom sheet keeps its own layout there).
import { useCallback, useMemo, type ReactNode, type RefObject } from 'react';
import { useWindowDimensions } from 'react-native';
import BottomSheet, {
  BottomSheetBackdrop,
  BottomSheetView,
  useBottomSheetSpringConfigs,
  type BottomSheetBackdropProps,
} from '@gorhom/bottom-sheet';

/** Where the sheet opens when presented: sheetRef.current?.snapToIndex(presentIndex). */
export const presentIndex = 0;

/** The sheet as tuned in SheetLab: default, max, lowest first; closed until presented. */
export function SheetBottomSheet({ sheetRef, children }: { sheetRef: RefObject<BottomSheet>; children: ReactNode }) {
  const { height } = useWindowDimensions();
  const snapPoints = useMemo(() => [629.84, height - 24], [height]);
  const animationConfigs = useBottomSheetSpringConfigs({
    mass: 1,
    stiffness: 333.419,
    damping: 36.5195,
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
      backgroundStyle={{ borderTopLeftRadius: 38, borderTopRightRadius: 38 }}
    >
      <BottomSheetView>{children}</BottomSheetView>
    </BottomSheet>
  );
}

// Not expressed by @gorhom/bottom-sheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   policy = uikit
//   curve = 0.42,0,0.58,1
//   flickDamping = 0.8
//   deceleration = 0.99
//   overdrag = uikit
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   grabber = hidden
//   dismissible = on
//   edgeAttached = off
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 20 pt
//   fullscreenVelocity = 1000 pt/s
//   fullscreenFraction = 0.25
//   glassBlur = 12 pt
//   grabberWidth = 36 pt
//   grabberHeight = 5 pt
//   cardScale = 0.9165
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
