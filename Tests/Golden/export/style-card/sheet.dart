// Exported by SheetLab 0.1.0: --style card
// Flutter 3.10+; sizes are shares of the window's height as tuned in a 390x844 pt window.
import 'package:flutter/material.dart';

/// Presents `child` as the sheet tuned in SheetLab (open, lowest first).
Future<void> showTunedSheet(BuildContext context, Widget child) {
  return showModalBottomSheet<void>(
    context: context,
    isScrollControlled: true,
    enableDrag: true,
    barrierColor: Color.fromRGBO(0, 0, 0, 0.3),
    shape: const RoundedRectangleBorder(
      borderRadius: BorderRadius.vertical(top: Radius.circular(8)),
    ),
    builder: (context) => DraggableScrollableSheet(
      expand: false,
      initialChildSize: 0.9526,
      minChildSize: 0.9526,
      maxChildSize: 0.9526,
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
//   device = none
//   style = card
//   cardScale = 0.92
//   presentDuration = 0.5 s
//   dimDuration = 0.5 s
//   dimOutDuration = 0.5 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.25
//   fps = 60

// Not read by --style card (other styles' constants):
//   look, preset, policy, animation, curve, springResponse, springDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, springRest, projectionTime, undimmedDetent,
//   detents, defaultHeight, dismissHeight, topInset, fullscreenVelocity, fullscreenFraction,
//   panelHeight, halfFraction, peekHeight
