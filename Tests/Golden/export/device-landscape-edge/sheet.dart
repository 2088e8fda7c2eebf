// Exported by SheetLab 0.1.0: --style sheet --preset uikit
// Flutter 3.13+; sizes are shares of the window's height where it runs, worked out
// from SheetLab's points as tuned in a 874x402 pt window.
// Tuned on iphone-17-pro on its side (a compact height), where SheetLab draws UIKit's sheet
// attached to the bottom edge between the safe area's sides, resting at max (394 pt):
// not expressed, Flutter's sheet keeps its own layout there. The detents below are the
// tuned ones resolved in this window, as a bottom sheet would rest there; it opens at the lowest.
// Released: not compared with SheetLab's sheet (SheetLab draws UIKit's sheet in a compact height on iphone-17-pro; the Flutter sheet keeps its own layout there).
import 'package:flutter/material.dart';

/// Presents `child` as the sheet tuned in SheetLab (default, max, lowest first).
Future<void> showTunedSheet(BuildContext context, Widget child) {
  // The window's height: the sheet may be as tall as the route.
  final height = MediaQuery.sizeOf(context).height;
  return showModalBottomSheet<void>(
    context: context,
    isScrollControlled: true,
    // The DraggableScrollableSheet below moves the sheet; the route's own drag is off.
    enableDrag: false,
    isDismissible: true,
    barrierColor: Color.fromRGBO(0, 0, 0, 0.2),
    // Material 3 caps a sheet's width at 640; SheetLab's spans the window. No drag handle is
    // shown (showDragHandle takes 48 from the sheet's height): draw your own.
    constraints: const BoxConstraints(maxWidth: double.infinity),
    shape: const RoundedRectangleBorder(
      borderRadius: BorderRadius.vertical(top: Radius.circular(38)),
    ),
    builder: (context) => DraggableScrollableSheet(
      expand: false,
      initialChildSize: 261.03 / height,
      // Dragged down to nothing, the route closes. Released with any fling, it goes to the next
      // size in the fling's direction (_SnappingSimulation): a slight downward fling from the
      // lowest size closes it; released still, it snaps to the nearest size (SheetLab closes
      // below its dismiss line, 21 pt): not expressible.
      minChildSize: 0,
      maxChildSize: 1.0,
      shouldCloseOnMinExtent: true,
      snap: true,
      snapSizes: [261.03 / height],
      snapAnimationDuration: const Duration(milliseconds: 400),
      builder: (context, scrollController) => SingleChildScrollView(
        controller: scrollController,
        child: child,
      ),
    ),
  );
}

// Not expressed by Flutter's DraggableScrollableSheet (build by hand if needed):
//   orientation = landscape
//   appearance = light
//   policy = uikit
//   animation = spring
//   curve = 0.42,0,0.58,1
//   springResponse = 0.3441 s
//   springDamping = 1
//   flickDamping = 0.8
//   deceleration = 0.99
//   overdrag = uikit
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   grabber = hidden
//   dismissible = on
//   edgeAttached = on
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 21 pt
//   fullscreenVelocity = 1000 pt/s
//   fullscreenFraction = 0.25
//   glassBlur = 12 pt
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
