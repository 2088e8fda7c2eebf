// Exported by SheetLab 0.1.0: --style half
// Flutter 3.10+; sizes are shares of the window's height as tuned in a 390x844 pt window.
// SheetLab's sheet is not dragged closed (a tap on the dim closes it): enableDrag is off.
import 'package:flutter/material.dart';

/// Presents `child` as the sheet tuned in SheetLab (low, high, lowest first).
Future<void> showTunedSheet(BuildContext context, Widget child) {
  return showModalBottomSheet<void>(
    context: context,
    isScrollControlled: true,
    enableDrag: false,
    barrierColor: Color.fromRGBO(0, 0, 0, 0.5),
    shape: const RoundedRectangleBorder(
      borderRadius: BorderRadius.vertical(top: Radius.circular(0)),
    ),
    builder: (context) => DraggableScrollableSheet(
      expand: false,
      initialChildSize: 0.237,
      minChildSize: 0.237,
      maxChildSize: 1,
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
//   device = none
//   style = half
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   halfFraction = 0.5
//   fps = 60

// Not read by --style half (other styles' constants):
//   look, preset, policy, animation, curve, springResponse, springDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, springRest, projectionTime, undimmedDetent,
//   defaultHeight, dismissHeight, topInset, cardScale, panelHeight, dismissProgress, cardTop,
//   peekHeight
