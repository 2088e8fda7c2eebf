// Exported by SheetLab 0.1.0: --style sheet --preset seed
// Released, UIKit lands otherwise than SheetLab on 4 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture              SheetLab  UIKit
//   slow-up-a-little     max       default
//   short-fast-flick-up  max       default
//   down-then-hesitate   default   max
//   tap                  default   max
import UIKit

/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).
enum SheetConstants {
    static let window = CGSize(width: 393, height: 852)
    static let device = "iphone-16"
    static let orientation = "portrait"
    static let look = "seed"
    static let appearance = "light"
    static let style = "sheet"
    static let preset = "seed"
    static let policy = "seed"
    static let animation = "curve"
    static let curveControlPoint1 = CGPoint(x: 0.42, y: 0)
    static let curveControlPoint2 = CGPoint(x: 0.58, y: 1)
    @MainActor static var curve: UICubicTimingParameters { UICubicTimingParameters(controlPoint1: curveControlPoint1, controlPoint2: curveControlPoint2) }
    static let springResponse: TimeInterval = 0.4  // s
    static let springDamping: CGFloat = 0.9
    static let flickDamping: CGFloat = 0
    static let deceleration: CGFloat = 0.998
    static let overdrag = "clamp"
    static let rubberConstant: CGFloat = 0.55
    static let overdragFactor: CGFloat = 2.5
    static let releaseVelocity = "carry"
    static let grabberTap = "off"
    static let grabber = "visible"
    static let dismissCue = "on"
    static let dismissible = "on"
    static let edgeAttached = "off"
    static let springRest: CGFloat = 0.5  // pt
    static let projectionTime: TimeInterval = 0.2  // s
    static let undimmedDetent = "none"
    static let start = "page"
    static let detents = "shorthand"
    static let defaultHeight: CGFloat = 300  // pt
    static let dismissHeight: CGFloat = 200  // pt
    static let topInset: CGFloat = 64  // pt
    static let fullscreenVelocity: CGFloat = 300  // pt/s
    static let fullscreenFraction: CGFloat = 0.25
    static let dimAlpha: CGFloat = 0.6
    static let cornerRadius: CGFloat = 16  // pt
    static let glassBlur: CGFloat = 12  // pt
    static let grabberWidth: CGFloat = 60  // pt
    static let grabberHeight: CGFloat = 6  // pt
    static let cardScale: CGFloat = 0.92
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
        if let sheet = content.sheetPresentationController {
            sheet.detents = [
                .custom(identifier: .init("default")) { context in min(300, context.maximumDetentValue) },
                .custom(identifier: .init("max")) { [weak self] context in min(max((self?.view.window?.bounds.height ?? 0) - 64 - (self?.view.window?.safeAreaInsets.bottom ?? 0), 0), context.maximumDetentValue) },
            ]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = SheetConstants.cornerRadius
            sheet.selectedDetentIdentifier = .init("default")
        }
        // The system sheet stops 10 pt below the top safe area (783 pt up in the tuned window): max rests there; not expressible.
        present(content, animated: true)
    }
}

// Not expressed by the set-up above (UIKit's sheet fixes these itself; build by hand if needed):
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
//   dismissCue = on
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 200 pt
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.6
//   grabberWidth = 60 pt
//   grabberHeight = 6 pt
//   cardScale = 0.92
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
