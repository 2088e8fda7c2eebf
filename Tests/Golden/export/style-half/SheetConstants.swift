// Exported by SheetLab 0.1.0: --style half
import UIKit

/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).
enum SheetConstants {
    static let window = CGSize(width: 390, height: 844)
    static let device = "none"
    static let style = "half"
    static let start = "page"
    static let detents = "shorthand"
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
    /// Presents `content` as SheetLab's --style half (half and full; iOS 15+).
    func presentTunedSheet(_ content: UIViewController) {
        if let sheet = content.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = SheetConstants.cornerRadius
        }
        present(content, animated: true)
    }
}

// Not expressed by the set-up above (UIKit's sheet fixes these itself; build by hand if needed):
//   window = 390x844 pt
//   device = none
//   style = half
//   start = page
//   detents = shorthand
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   dimAlpha = 0.5
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   snapDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   fps = 60

// Not read by --style half (other styles' constants):
//   look, preset, policy, animation, curve, springResponse, springDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, springRest, projectionTime, undimmedDetent,
//   defaultHeight, dismissHeight, topInset, cardScale, panelHeight, dismissProgress, cardTop,
//   peekHeight
