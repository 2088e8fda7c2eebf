// Exported by SheetLab 0.1.0: --style card
// Flutter 3.13+; sizes are shares of the window's height where it runs, worked out
// from SheetLab's points as tuned in a 390x844 pt window.
// Released, Flutter lands otherwise than SheetLab on 3 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                       SheetLab  Flutter
//   slow-down-from-top            dismiss   open
//   fast-flick-down-from-top      open      dismiss
//   quick-flick-down-from-lowest  open      dismiss
import 'package:flutter/material.dart';

/// Presents `child` as the sheet tuned in SheetLab (open, lowest first).
Future<void> showTunedSheet(BuildContext context, Widget child) {
  // The window's height: the sheet may be as tall as the route.
  final height = MediaQuery.sizeOf(context).height;
  return showModalBottomSheet<void>(
    context: context,
    isScrollControlled: true,
    // The DraggableScrollableSheet below moves the sheet; the route's own drag is off.
    enableDrag: false,
    isDismissible: false,  // SheetLab's sheet closes by its button, not a tap outside
    barrierColor: Color.fromRGBO(0, 0, 0, 0.3),
    // Material 3 caps a sheet's width at 640; SheetLab's spans the window. No drag handle is
    // shown (showDragHandle takes 48 from the sheet's height): draw your own.
    constraints: const BoxConstraints(maxWidth: double.infinity),
    shape: const RoundedRectangleBorder(
      borderRadius: BorderRadius.vertical(top: Radius.circular(8)),
    ),
    builder: (context) => DraggableScrollableSheet(
      expand: false,
      initialChildSize: (height - 40) / height,
      // Dragged down to nothing, the route closes. Released with any fling, it goes to the next
      // size in the fling's direction (_SnappingSimulation): a slight downward fling from the
      // lowest size closes it; released still, it snaps to the nearest size (SheetLab closes
      // past 0.25 of its height): not expressible.
      minChildSize: 0,
      maxChildSize: (height - 40) / height,
      shouldCloseOnMinExtent: true,
      snap: true,
      snapAnimationDuration: const Duration(milliseconds: 500),
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
