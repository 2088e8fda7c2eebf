// Exported by SheetLab 0.1.0: --style half
// Flutter 3.13+; sizes are shares of the window's height where it runs, worked out
// from SheetLab's points as tuned in a 390x844 pt window.
// Released, Flutter lands otherwise than SheetLab on 1 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                   SheetLab  Flutter
//   fast-flick-down-from-top  full      half
import 'package:flutter/material.dart';

/// Presents `child` as the sheet tuned in SheetLab (half, full, lowest first).
Future<void> showTunedSheet(BuildContext context, Widget child) {
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
      borderRadius: BorderRadius.vertical(top: Radius.circular(0)),
    ),
    builder: (context) => DraggableScrollableSheet(
      expand: false,
      initialChildSize: 0.5,
      // SheetLab's sheet is not dragged closed: it rests at its lowest detent.
      minChildSize: 0.5,
      maxChildSize: 1.0,
      shouldCloseOnMinExtent: false,
      snap: true,
      snapAnimationDuration: const Duration(milliseconds: 300),
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
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s

// Not read by --style half (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, defaultHeight, dismissHeight,
//   topInset, glassBlur, grabberWidth, grabberHeight, cardScale, panelHeight, dismissProgress,
//   cardTop, peekHeight
