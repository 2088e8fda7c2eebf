// Exported by SheetLab 0.1.0: --style half
// Released, UIKit lands otherwise than SheetLab on 1 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture              SheetLab  UIKit
//   short-fast-flick-up  high      low
import UIKit

/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).
enum SheetConstants {
    static let window = CGSize(width: 390, height: 844)
    static let device = "none"
    static let orientation = "portrait"
    static let appearance = "light"
    static let style = "half"
    static let start = "page"
    static let detents = "low=200,high=max"
    static let fullscreenVelocity: CGFloat = 300  // pt/s
    static let fullscreenFraction: CGFloat = 0.25
    static let dimAlpha: CGFloat = 0.5
    static let cornerRadius: CGFloat = 0  // pt
    static let presentDuration: TimeInterval = 0.3  // s
    static let dimDuration: TimeInterval = 0.3  // s
    static let dimOutDuration: TimeInterval = 0.3  // s
    static let snapDuration: TimeInterval = 0.3  // s
    static let tapSlop: CGFloat = 4  // pt
    static let velocityWindow: TimeInterval = 0.1  // s
    static let halfFraction: CGFloat = 0.5
    static let fps = 60
}

extension UIViewController {
    /// Presents `content` as SheetLab's --style half (low, high, lowest first; iOS 16+).
    func presentTunedSheet(_ content: UIViewController) {
        if let sheet = content.sheetPresentationController {
            sheet.detents = [
                .custom(identifier: .init("low")) { [weak self] context in min(max(200 - (self?.view.window?.safeAreaInsets.bottom ?? 0), 0), context.maximumDetentValue) },
                .custom(identifier: .init("high")) { [weak self] context in min(max((self?.view.window?.bounds.height ?? 0) - (self?.view.window?.safeAreaInsets.bottom ?? 0), 0), context.maximumDetentValue) },
            ]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = SheetConstants.cornerRadius
            sheet.selectedDetentIdentifier = .init("low")
        }
        // The system sheet stops 10 pt below the top safe area (834 pt up in the tuned window): high rests there; not expressible.
        // SheetLab's sheet is not dragged closed; the system sheet then ignores a tap
        // outside too (SheetLab closes on one): not expressible.
        content.isModalInPresentation = true
        present(content, animated: true)
    }
}

// Not expressed by the set-up above (UIKit's sheet fixes these itself; build by hand if needed):
//   orientation = portrait
//   appearance = light
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.5
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   snapDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   halfFraction = 0.5

// Not read by --style half (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, defaultHeight, dismissHeight,
//   topInset, glassBlur, grabberWidth, grabberHeight, cardScale, panelHeight, dismissProgress,
//   cardTop, peekHeight
