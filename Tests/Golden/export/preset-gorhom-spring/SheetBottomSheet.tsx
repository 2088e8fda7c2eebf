// Exported by SheetLab 0.1.0: --style sheet --preset gorhom
// @gorhom/bottom-sheet v5.
// gorhom's release (handleOnEnd): where the sheet would be 0.2 s later at the release speed,
// the nearest snap point, closed among them; SheetLab closes below its dismiss line, 200 pt.
// Released, gorhom lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
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
  const snapPoints = useMemo(() => [300, height - 64], [height]);
  const animationConfigs = useBottomSheetSpringConfigs({
    mass: 1,
    stiffness: 333.6129,
    damping: 166.5775,
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
      enablePanDownToClose={true}
      animationConfigs={animationConfigs}
      backdropComponent={renderBackdrop}
      backgroundStyle={{ borderTopLeftRadius: 16, borderTopRightRadius: 16 }}
      enableOverDrag
      overDragResistanceFactor={2.5}
    >
      <BottomSheetView>{children}</BottomSheetView>
    </BottomSheet>
  );
}

// Not expressed by @gorhom/bottom-sheet (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   policy = linear
//   curve = 0.42,0,0.58,1
//   flickDamping = 0
//   deceleration = 0.998
//   rubberConstant = 0.55
//   releaseVelocity = carry
//   grabberTap = off
//   grabber = visible
//   dismissCue = on
//   dismissible = on
//   springRest = 10 pt
//   projectionTime = 0.2 s
//   dismissHeight = 200 pt
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   grabberWidth = 60 pt
//   grabberHeight = 6 pt
//   cardScale = 0.92
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
