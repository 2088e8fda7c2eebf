// Exported by SheetLab 0.1.0: --style peek
// --style peek has no FloatingPanel equivalent (a full-window modal or an always-peeking card); see SheetLab's README.

// Not expressed by FloatingPanel (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   start = peek
//   cornerRadius = 0 pt
//   snapDuration = 0.3 s
//   tapSlop = 4 pt
//   peekHeight = 50 pt

// Not read by --style peek (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, dimAlpha, glassBlur,
//   grabberWidth, grabberHeight, cardScale, presentDuration, dimDuration, dimOutDuration,
//   velocityWindow, panelHeight, dismissProgress, halfFraction, cardTop
