// Exported by SheetLab 0.1.0: --style modal
import UIKit

/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).
enum SheetConstants {
    static let window = CGSize(width: 390, height: 844)
    static let device = "none"
    static let orientation = "portrait"
    static let appearance = "light"
    static let style = "modal"
    static let start = "page"
    static let presentDuration: TimeInterval = 0.6  // s
    static let snapDuration: TimeInterval = 0.6  // s
    static let tapSlop: CGFloat = 4  // pt
    static let velocityWindow: TimeInterval = 0.1  // s
    static let dismissProgress: CGFloat = 0.3
    static let fps = 60
}

// --style modal has no UISheetPresentationController equivalent; see SheetLab's README.

// Not expressed by UIKit's sheet (build by hand if needed):
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
