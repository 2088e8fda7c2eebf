// Exported by SheetLab 0.1.0: --style sheet --preset seed
// scenee/FloatingPanel 2.2 and later, 3.x (iOS 13+).
// fit: FloatingPanel's intrinsic anchor, the content's Auto Layout height, neither capped at the highest detent nor kept in order as SheetLab's is.
// FloatingPanel removes the panel on a fling down faster than 5.5 times its distance to hidden a second;
// SheetLab closes below its dismiss line, 40 pt.
// Released, FloatingPanel lands otherwise than SheetLab on 6 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                       SheetLab  FloatingPanel
//   slow-up-a-little              fit       small
//   slow-up-past-half             small     fit
//   slow-down-from-top            dismiss   small
//   fast-flick-down-from-top      small     dismiss
//   slow-below-dismiss-line       dismiss   small
//   quick-flick-down-from-lowest  small     dismiss
import UIKit
import FloatingPanel

/// The sheet's resting places as tuned in SheetLab: small, fit, lowest first.
final class SheetPanelLayout: FloatingPanelLayout {
    /// One state a detent, lowest first (FloatingPanel orders them by `order`).
    let states = [
        FloatingPanelState(rawValue: "small", order: 100),
        FloatingPanelState(rawValue: "fit", order: 200),
    ]
    let position: FloatingPanelPosition = .bottom
    var initialState: FloatingPanelState { states[0] }
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        [
            states[0]: FloatingPanelLayoutAnchor(absoluteInset: 120, edge: .bottom, referenceGuide: .superview),
            states[1]: FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, referenceGuide: .superview),
        ]
    }
    /// The dim: clear up to the last undimmed detent, 0.6 above it.
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        states.contains(state) ? 0.6 : 0
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
    /// Presents `content` in the tuned panel, opening at small.
    @discardableResult
    func presentTunedPanel(_ content: UIViewController) -> FloatingPanelController {
        let panel = FloatingPanelController()
        panel.layout = SheetPanelLayout()
        panel.behavior = SheetPanelBehavior()
        panel.set(contentViewController: content)
        panel.isRemovalInteractionEnabled = true
        panel.backdropView.dismissalTapGestureRecognizer.isEnabled = true
        let appearance = SurfaceAppearance()
        appearance.cornerRadius = 16
        appearance.cornerCurve = .continuous
        panel.surfaceView.appearance = appearance
        panel.surfaceView.grabberHandleSize = CGSize(width: 60, height: 6)
        panel.surfaceView.grabberHandle.isHidden = false
        present(panel, animated: true)
        return panel
    }
}

// Not expressed by FloatingPanel (build by hand if needed):
//   orientation = portrait
//   appearance = light
//   policy = seed
//   animation = curve
//   curve = 0.42,0,0.58,1
//   springResponse = 0.4 s
//   springDamping = 0.9
//   flickDamping = 0
//   overdrag = clamp
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   grabberTap = off
//   dismissCue = on
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 40 pt
//   fullscreenVelocity = 300 pt/s
//   fullscreenFraction = 0.25
//   cardScale = 0.92
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
