// Exported by SheetLab 0.1.0: --style half
// scenee/FloatingPanel 2.2 and later, 3.x (iOS 13+).
// Released, FloatingPanel lands otherwise than SheetLab on 1 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                   SheetLab  FloatingPanel
//   fast-flick-down-from-top  full      half
import UIKit
import FloatingPanel

/// The sheet's resting places as tuned in SheetLab: half, full, lowest first.
final class SheetPanelLayout: FloatingPanelLayout {
    /// One state a detent, lowest first (FloatingPanel orders them by `order`).
    let states = [
        FloatingPanelState(rawValue: "half", order: 100),
        FloatingPanelState(rawValue: "full", order: 200),
    ]
    let position: FloatingPanelPosition = .bottom
    var initialState: FloatingPanelState { states[0] }
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        [
            states[0]: FloatingPanelLayoutAnchor(fractionalInset: 0.5, edge: .bottom, referenceGuide: .superview),
            states[1]: FloatingPanelLayoutAnchor(absoluteInset: 0, edge: .top, referenceGuide: .superview),
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
    /// Presents `content` in the tuned panel, opening at half.
    @discardableResult
    func presentTunedPanel(_ content: UIViewController) -> FloatingPanelController {
        let panel = FloatingPanelController()
        panel.layout = SheetPanelLayout()
        panel.behavior = SheetPanelBehavior()
        panel.set(contentViewController: content)
        panel.isRemovalInteractionEnabled = false
        panel.backdropView.dismissalTapGestureRecognizer.isEnabled = true
        let appearance = SurfaceAppearance()
        appearance.cornerRadius = 0
        appearance.cornerCurve = .continuous
        panel.surfaceView.appearance = appearance
        panel.surfaceView.grabberHandleSize = CGSize(width: 60, height: 6)
        panel.surfaceView.grabberHandle.isHidden = true
        present(panel, animated: true)
        return panel
    }
}

// Not expressed by FloatingPanel (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   presentDuration = 0.3 s
//   dimDuration = 0.3 s
//   dimOutDuration = 0.3 s
//   snapDuration = 0.3 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s

// Not read by --style half (other styles' constants):
//   policy, animation, curve, springResponse, springDamping, flickDamping, deceleration, overdrag,
//   rubberConstant, overdragFactor, releaseVelocity, grabberTap, grabber, dismissCue, dismissible,
//   edgeAttached, springRest, projectionTime, undimmedDetent, defaultHeight, dismissHeight,
//   topInset, glassBlur, grabberWidth, grabberHeight, cardScale, panelHeight, dismissProgress,
//   cardTop, peekHeight
