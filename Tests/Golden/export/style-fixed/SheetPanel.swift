// Exported by SheetLab 0.1.0: --style fixed
// scenee/FloatingPanel 2.2 and later, 3.x (iOS 13+).
// Not expressed: SheetLab closes this sheet by its close button (and Esc); FloatingPanel has none: call dismiss(animated:) from your content.
// Released, FloatingPanel lands where SheetLab does on all 10 built-in gestures (matrix --platforms).
import UIKit
import FloatingPanel

/// The sheet's resting places as tuned in SheetLab: panel, lowest first.
final class SheetPanelLayout: FloatingPanelLayout {
    /// One state a detent, lowest first (FloatingPanel orders them by `order`).
    let states = [
        FloatingPanelState(rawValue: "panel", order: 100),
    ]
    let position: FloatingPanelPosition = .bottom
    var initialState: FloatingPanelState { states[0] }
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        [
            states[0]: FloatingPanelLayoutAnchor(absoluteInset: 600, edge: .bottom, referenceGuide: .superview),
        ]
    }
    /// The dim: clear up to the last undimmed detent, 0.5 above it.
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        states.contains(state) ? 0.5 : 0
    }
}

/// How the sheet moves as tuned in SheetLab.
final class SheetPanelBehavior: FloatingPanelBehavior {
    /// Momentum is projected at this rate (SheetLab's --deceleration), never past the next anchor.
    let momentumProjectionRate: CGFloat = 0.998
    /// Past the highest and lowest anchors the panel follows the finger (no rubber band).
    func allowsRubberBanding(for edge: UIRectEdge) -> Bool { false }
}

extension UIViewController {
    /// Presents `content` in the tuned panel, opening at panel.
    @discardableResult
    func presentTunedPanel(_ content: UIViewController) -> FloatingPanelController {
        let panel = FloatingPanelController()
        panel.layout = SheetPanelLayout()
        panel.behavior = SheetPanelBehavior()
        panel.set(contentViewController: content)
        panel.isRemovalInteractionEnabled = false
        panel.backdropView.dismissalTapGestureRecognizer.isEnabled = false
        let appearance = SurfaceAppearance()
        appearance.cornerRadius = 0
        appearance.cornerCurve = .continuous
        panel.surfaceView.appearance = appearance
        panel.surfaceView.grabberHandleSize = CGSize(width: 60, height: 6)
        panel.surfaceView.grabberHandle.isHidden = true
        panel.panGestureRecognizer.isEnabled = false
        present(panel, animated: true)
        return panel
    }
}

// Not expressed by FloatingPanel (build by hand if needed):
//   orientation = portrait
//   appearance = light
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
