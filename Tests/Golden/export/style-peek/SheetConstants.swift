// Exported by SheetLab 0.1.0: --style peek
import UIKit

/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).
enum SheetConstants {
    static let window = CGSize(width: 390, height: 844)
    static let device = "none"
    static let orientation = "portrait"
    static let appearance = "light"
    static let style = "peek"
    static let start = "peek"
    static let cornerRadius: CGFloat = 0  // pt
    static let snapDuration: TimeInterval = 0.3  // s
    static let tapSlop: CGFloat = 4  // pt
    static let peekHeight: CGFloat = 50  // pt
    static let fps = 60
}

// --style peek has no UISheetPresentationController equivalent; see SheetLab's README.

// Not expressed by UIKit's sheet (build by hand if needed):
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
