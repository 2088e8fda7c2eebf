// Exported by SheetLab 0.1.0: --style fixed
// Released, UIKit lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import UIKit

/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).
enum SheetConstants {
    static let window = CGSize(width: 390, height: 844)
    static let device = "none"
    static let orientation = "portrait"
    static let appearance = "light"
    static let style = "fixed"
    static let start = "page"
    static let dimAlpha: CGFloat = 0.5
    static let presentDuration: TimeInterval = 0.3  // s
    static let dimDuration: TimeInterval = 0.3  // s
    static let dimOutDuration: TimeInterval = 0.5  // s
    static let tapSlop: CGFloat = 4  // pt
    static let panelHeight: CGFloat = 600  // pt
    static let fps = 60
}

extension UIViewController {
    /// Presents `content` as SheetLab's --style fixed (panel, lowest first; iOS 16+).
    func presentTunedSheet(_ content: UIViewController) {
        if let sheet = content.sheetPresentationController {
            sheet.detents = [
                .custom(identifier: .init("panel")) { [weak self] context in min(max(600 - (self?.view.window?.safeAreaInsets.bottom ?? 0), 0), context.maximumDetentValue) },
            ]
            sheet.prefersGrabberVisible = false
            sheet.preferredCornerRadius = 0
            sheet.selectedDetentIdentifier = .init("panel")
        }
        // Not dragged closed, nor closed by a tap outside: its button dismisses it. A
        // finger still pulls the system sheet a little (SheetLab's panel does not move);
        // not expressible.
        content.isModalInPresentation = true
        present(content, animated: true)
    }
}

// Not expressed by the set-up above (UIKit's sheet fixes these itself; build by hand if needed):
//   orientation = portrait
//   appearance = light
//   dimAlpha = 0.5
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.5 s
//   tapSlop = 4 pt

// Not read by --style fixed (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, cornerRadius, glassBlur,
//   grabberWidth, grabberHeight, cardScale, snapDuration, velocityWindow, dismissProgress,
//   halfFraction, cardTop, peekHeight
