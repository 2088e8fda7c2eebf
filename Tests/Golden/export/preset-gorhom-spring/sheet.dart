// Exported by SheetLab 0.1.0: --style sheet --preset gorhom
// Flutter 3.13+; sizes are shares of the window's height where it runs, worked out
// from SheetLab's points as tuned in a 390x844 pt window.
// Released, Flutter lands otherwise than SheetLab on 1 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture              SheetLab  Flutter
//   short-fast-flick-up  default   max
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
    barrierColor: Color.fromRGBO(0, 0, 0, 0.5),
    // Material 3 caps a sheet's width at 640; SheetLab's spans the window. No drag handle is
    // shown (showDragHandle takes 48 from the sheet's height): draw your own.
    constraints: const BoxConstraints(maxWidth: double.infinity),
    shape: const RoundedRectangleBorder(
      borderRadius: BorderRadius.vertical(top: Radius.circular(16)),
    ),
    builder: (context) => DraggableScrollableSheet(
      expand: false,
      initialChildSize: 300 / height,
      // Dragged down to nothing, the route closes. Released with any fling, it goes to the next
      // size in the fling's direction (_SnappingSimulation): a slight downward fling from the
      // lowest size closes it; released still, it snaps to the nearest size (SheetLab closes
      // below its dismiss line, 200 pt): not expressible.
      minChildSize: 0,
      maxChildSize: (height - 64) / height,
      shouldCloseOnMinExtent: true,
      snap: true,
      snapSizes: [300 / height],
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
//   policy = linear
//   animation = spring
//   curve = 0.42,0,0.58,1
//   springResponse = 0.344 s
//   springDamping = 4.56
//   flickDamping = 0
//   deceleration = 0.998
//   overdrag = sqrt
//   rubberConstant = 0.55
//   overdragFactor = 2.5
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
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
