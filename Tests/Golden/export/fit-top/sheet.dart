// Exported by SheetLab 0.1.0: --style sheet --preset seed
// Flutter 3.13+; sizes are shares of the window's height where it runs, worked out
// from SheetLab's points as tuned in a 390x844 pt window.
// The detent fit=fit (the content's height) is not expressed: Flutter has no equivalent, it is left out.
// Released, Flutter lands otherwise than SheetLab on 6 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                       SheetLab  Flutter
//   slow-up-a-little              fit       small
//   short-fast-flick-up           fit       small
//   long-fast-flick-up            fit       small
//   fast-flick-down-from-top      small     dismiss
//   down-then-hesitate            small     dismiss
//   quick-flick-down-from-lowest  small     dismiss
// (Flutter rests at small alone: each gesture begins there (SheetLab's at small or fit; fit not expressed).)
import 'package:flutter/material.dart';

/// Presents `child` as the sheet tuned in SheetLab (small, lowest first).
Future<void> showTunedSheet(BuildContext context, Widget child) {
  // The window's height: the sheet may be as tall as the route.
  final height = MediaQuery.sizeOf(context).height;
  return showModalBottomSheet<void>(
    context: context,
    isScrollControlled: true,
    // The DraggableScrollableSheet below moves the sheet; the route's own drag is off.
    enableDrag: false,
    isDismissible: true,
    barrierColor: Color.fromRGBO(0, 0, 0, 0.6),
    // Material 3 caps a sheet's width at 640; SheetLab's spans the window. No drag handle is
    // shown (showDragHandle takes 48 from the sheet's height): draw your own.
    constraints: const BoxConstraints(maxWidth: double.infinity),
    shape: const RoundedRectangleBorder(
      borderRadius: BorderRadius.vertical(top: Radius.circular(16)),
    ),
    builder: (context) => DraggableScrollableSheet(
      expand: false,
      initialChildSize: 120 / height,
      // Dragged down to nothing, the route closes. Released with any fling, it goes to the next
      // size in the fling's direction (_SnappingSimulation): a slight downward fling from the
      // lowest size closes it; released still, it snaps to the nearest size (SheetLab closes
      // below its dismiss line, 40 pt): not expressible.
      minChildSize: 0,
      maxChildSize: 120 / height,
      shouldCloseOnMinExtent: true,
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
//   policy = seed
//   animation = curve
//   curve = 0.42,0,0.58,1
//   springResponse = 0.4 s
//   springDamping = 0.9
//   flickDamping = 0
//   deceleration = 0.998
//   overdrag = clamp
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   grabberTap = off
//   grabber = visible
//   dismissCue = on
//   dismissible = on
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 40 pt
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
