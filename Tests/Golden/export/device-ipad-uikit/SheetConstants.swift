// Exported by SheetLab 0.1.0: --style sheet --preset uikit
// Released, UIKit lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import UIKit

/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).
enum SheetConstants {
    static let window = CGSize(width: 744, height: 1133)
    static let device = "ipad-mini"
    static let orientation = "portrait"
    static let look = "ios26"
    static let appearance = "light"
    static let style = "sheet"
    static let preset = "uikit"
    static let policy = "uikit"
    static let animation = "spring"
    static let curveControlPoint1 = CGPoint(x: 0.42, y: 0)
    static let curveControlPoint2 = CGPoint(x: 0.58, y: 1)
    @MainActor static var curve: UICubicTimingParameters { UICubicTimingParameters(controlPoint1: curveControlPoint1, controlPoint2: curveControlPoint2) }
    static let springResponse: TimeInterval = 0.3441  // s
    static let springDamping: CGFloat = 1
    static let flickDamping: CGFloat = 0.8
    static let deceleration: CGFloat = 0.99
    static let overdrag = "uikit"
    static let rubberConstant: CGFloat = 0.55
    static let overdragFactor: CGFloat = 2.5
    static let releaseVelocity = "carry"
    static let grabberTap = "down"
    static let grabber = "hidden"
    static let dismissCue = "off"
    static let dismissible = "on"
    static let edgeAttached = "off"
    static let springRest: CGFloat = 0.5  // pt
    static let projectionTime: TimeInterval = 0.2  // s
    static let undimmedDetent = "none"
    static let start = "page"
    static let detents = "shorthand"
    static let defaultHeight: CGFloat = 609.84  // pt
    static let dismissHeight: CGFloat = 200  // pt
    static let topInset: CGFloat = 24  // pt
    static let fullscreenVelocity: CGFloat = 1000  // pt/s
    static let fullscreenFraction: CGFloat = 0.25
    static let dimAlpha: CGFloat = 0.2
    static let cornerRadius: CGFloat = 38  // pt
    static let glassBlur: CGFloat = 12  // pt
    static let grabberWidth: CGFloat = 36  // pt
    static let grabberHeight: CGFloat = 5  // pt
    static let cardScale: CGFloat = 0.9165
    static let presentDuration: TimeInterval = 0.3  // s
    static let dimDuration: TimeInterval = 0.4  // s
    static let snapDuration: TimeInterval = 0.4  // s
    static let tapSlop: CGFloat = 4  // pt
    static let velocityWindow: TimeInterval = 0.1  // s
    static let dismissProgress: CGFloat = 0.3
    static let fps = 60
    @MainActor static var spring: UISpringTimingParameters { UISpringTimingParameters(mass: 1, stiffness: pow(2 * .pi / springResponse, 2), damping: 4 * .pi * springDamping / springResponse, initialVelocity: .zero) }
}

extension UIViewController {
    /// Presents `content` as SheetLab's --style sheet (default, max, lowest first; iOS 16+).
    func presentTunedSheet(_ content: UIViewController) {
        // Tuned on ipad-mini: UIKit's form sheet, centred at its default size
        // (580x640 pt, 32 pt corners on this screen); the detents, and the
        // constants above, apply in a compact width (Split View, Slide Over).
        content.modalPresentationStyle = .formSheet
        if let sheet = content.sheetPresentationController {
            sheet.detents = [
                .medium(),
                .large(),
            ]
            sheet.prefersGrabberVisible = false
            // preferredCornerRadius stays nil: the system's own corners
            sheet.selectedDetentIdentifier = .medium
        }
        present(content, animated: true)
    }
}

// Not expressed by the set-up above (UIKit's sheet fixes these itself; build by hand if needed):
//   orientation = portrait
//   appearance = light
//   curve = 0.42,0,0.58,1
//   overdragFactor = 2.5
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 200 pt
//   fullscreenFraction = 0.25
//   dimAlpha = 0.2
//   glassBlur = 12 pt
//   grabberWidth = 36 pt
//   grabberHeight = 5 pt
//   cardScale = 0.9165
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
