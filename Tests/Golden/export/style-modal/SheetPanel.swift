// Exported by SheetLab 0.1.0: --style modal
// --style modal has no FloatingPanel equivalent (a full-window modal or an always-peeking card); see SheetLab's README.

// Not expressed by FloatingPanel (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   start = page
//   presentDuration = 0.6 s
//   snapDuration = 0.6 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style modal (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, dimAlpha, cornerRadius,
//   glassBlur, grabberWidth, grabberHeight, cardScale, dimDuration, dimOutDuration, panelHeight,
//   halfFraction, cardTop, peekHeight
