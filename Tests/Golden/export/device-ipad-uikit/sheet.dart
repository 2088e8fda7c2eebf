// Exported by SheetLab 0.1.0: --style sheet --preset uikit
// Flutter 3.13+; sizes are shares of the window's height where it runs, worked out
// from SheetLab's points as tuned in a 744x1133 pt window.
// Tuned on ipad-mini, where SheetLab draws UIKit's form sheet (form: centred,
// 580x640 pt): not expressed, Flutter's sheet stays on the bottom edge. The detents
// below are the ones SheetLab rests at in a compact width (an iPhone's); it opens at the lowest.
// Released: not compared with SheetLab's sheet (SheetLab draws UIKit's form sheet on ipad-mini; the Flutter sheet keeps its own layout there).
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
      initialChildSize: 629.84 / height,
      // Dragged down to nothing, the route closes. Released with any fling, it goes to the next
      // size in the fling's direction (_SnappingSimulation): a slight downward fling from the
      // lowest size closes it; released still, it snaps to the nearest size (SheetLab closes
      // below its dismiss line, 20 pt): not expressible.
      minChildSize: 0,
      maxChildSize: (height - 24) / height,
      shouldCloseOnMinExtent: true,
      snap: true,
      snapSizes: [629.84 / height],
      snapAnimationDuration: const Duration(milliseconds: 400),
      builder: (context, scrollController) => SingleChildScrollView(
        controller: scrollController,
        child: child,
      ),
    ),
  );
}

// Not expressed by Flutter's DraggableScrollableSheet (build by hand if needed):
//   orientation = portrait
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
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
