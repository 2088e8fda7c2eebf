// Exported by SheetLab 0.1.0: --style card
// Released, UIKit lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import UIKit

/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).
enum SheetConstants {
    static let window = CGSize(width: 390, height: 844)
    static let device = "none"
    static let orientation = "portrait"
    static let appearance = "light"
    static let style = "card"
    static let start = "page"
    static let dimAlpha: CGFloat = 0.3
    static let cornerRadius: CGFloat = 8  // pt
    static let cardScale: CGFloat = 0.92
    static let presentDuration: TimeInterval = 0.5  // s
    static let dimDuration: TimeInterval = 0.5  // s
    static let dimOutDuration: TimeInterval = 0.5  // s
    static let snapDuration: TimeInterval = 0.5  // s
    static let tapSlop: CGFloat = 4  // pt
    static let velocityWindow: TimeInterval = 0.1  // s
    static let dismissProgress: CGFloat = 0.25
    static let cardTop: CGFloat = 40  // pt
    static let fps = 60
}

extension UIViewController {
    /// Presents `content` as SheetLab's --style card (open, lowest first; iOS 16+).
    func presentTunedSheet(_ content: UIViewController) {
        if let sheet = content.sheetPresentationController {
            sheet.detents = [
                .custom(identifier: .init("open")) { [weak self] context in min(max((self?.view.window?.bounds.height ?? 0) - 40 - (self?.view.window?.safeAreaInsets.bottom ?? 0), 0), context.maximumDetentValue) },
            ]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = SheetConstants.cornerRadius
            sheet.selectedDetentIdentifier = .init("open")
        }
        // The system sheet also closes on a tap on the dim above it (SheetLab's closes
        // by a drag or its button); stopping that would stop the drag too: not
        // expressible.
        present(content, animated: true)
    }
}

// Not expressed by the set-up above (UIKit's sheet fixes these itself; build by hand if needed):
//   orientation = portrait
//   appearance = light
//   dimAlpha = 0.3
//   cardScale = 0.92
//   presentDuration = 0.5 s
//   dimDuration = 0.5 s
//   dimOutDuration = 0.5 s
//   snapDuration = 0.5 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.25

// Not read by --style card (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, detents, defaultHeight,
//   dismissHeight, topInset, fullscreenVelocity, fullscreenFraction, glassBlur, grabberWidth,
//   grabberHeight, panelHeight, halfFraction, peekHeight
