// Exported by SheetLab 0.1.0: --style sheet --preset seed
// scenee/FloatingPanel 2.2 and later, 3.x (iOS 13+).
// FloatingPanel removes the panel on a fling down faster than 5.5 times its distance to hidden a second;
// SheetLab closes below its dismiss line, 200 pt.
// Released, FloatingPanel lands otherwise than SheetLab on 3 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                  SheetLab  FloatingPanel
//   slow-up-a-little         max       default
//   down-then-hesitate       default   max
//   slow-below-dismiss-line  dismiss   default
import UIKit
import FloatingPanel

/// The sheet's resting places as tuned in SheetLab: default, max, lowest first.
final class SheetPanelLayout: FloatingPanelLayout {
    /// One state a detent, lowest first (FloatingPanel orders them by `order`).
    let states = [
        FloatingPanelState(rawValue: "default", order: 100),
        FloatingPanelState(rawValue: "max", order: 200),
    ]
    let position: FloatingPanelPosition = .bottom
    var initialState: FloatingPanelState { states[0] }
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        [
            states[0]: FloatingPanelLayoutAnchor(absoluteInset: 300, edge: .bottom, referenceGuide: .safeArea),
            states[1]: FloatingPanelLayoutAnchor(absoluteInset: 64, edge: .top, referenceGuide: .superview),
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
    /// Presents `content` in the tuned panel, opening at default.
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
//   dismissHeight = 200 pt
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
