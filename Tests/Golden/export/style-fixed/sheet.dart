// Exported by SheetLab 0.1.0: --style fixed
// Flutter 3.13+; sizes are shares of the window's height where it runs, worked out
// from SheetLab's points as tuned in a 390x844 pt window.
// Released, Flutter lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import 'package:flutter/material.dart';

/// Presents `child` as the sheet tuned in SheetLab (panel, lowest first).
Future<void> showTunedSheet(BuildContext context, Widget child) {
  // The window's height: the sheet may be as tall as the route.
  final height = MediaQuery.sizeOf(context).height;
  return showModalBottomSheet<void>(
    context: context,
    isScrollControlled: true,
    // The DraggableScrollableSheet below moves the sheet; the route's own drag is off.
    enableDrag: false,
    isDismissible: false,  // SheetLab's sheet closes by its button, not a tap outside
    barrierColor: Color.fromRGBO(0, 0, 0, 0.5),
    // Material 3 caps a sheet's width at 640; SheetLab's spans the window. No drag handle is
    // shown (showDragHandle takes 48 from the sheet's height): draw your own.
    constraints: const BoxConstraints(maxWidth: double.infinity),
    shape: const RoundedRectangleBorder(
      borderRadius: BorderRadius.vertical(top: Radius.circular(0)),
    ),
    builder: (context) => DraggableScrollableSheet(
      expand: false,
      initialChildSize: 600 / height,
      // One size: SheetLab's sheet is not dragged (its button closes it).
      minChildSize: 600 / height,
      maxChildSize: 600 / height,
      shouldCloseOnMinExtent: false,
      snap: true,
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
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.5 s
//   tapSlop = 4 pt

// Not read by --style fixed (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, cornerRadius, glassBlur,
//   grabberWidth, grabberHeight, cardScale, snapDuration, velocityWindow, dismissProgress,
//   halfFraction, cardTop, peekHeight
