// Exported by SheetLab 0.1.0: --style card
// scenee/FloatingPanel 2.2 and later, 3.x (iOS 13+).
// FloatingPanel removes the panel on a fling down faster than 5.5 times its distance to hidden a second;
// SheetLab closes past 0.25 of its height.
// Released, FloatingPanel lands otherwise than SheetLab on 2 of 10 built-in gestures
// (matrix --platforms; its library's own release code, see docs/export.md):
//   gesture                  SheetLab  FloatingPanel
//   slow-down-from-top       dismiss   open
//   slow-below-dismiss-line  dismiss   open
import UIKit
import FloatingPanel

/// The sheet's resting places as tuned in SheetLab: open, lowest first.
final class SheetPanelLayout: FloatingPanelLayout {
    /// One state a detent, lowest first (FloatingPanel orders them by `order`).
    let states = [
        FloatingPanelState(rawValue: "open", order: 100),
    ]
    let position: FloatingPanelPosition = .bottom
    var initialState: FloatingPanelState { states[0] }
    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {
        [
            states[0]: FloatingPanelLayoutAnchor(absoluteInset: 40, edge: .top, referenceGuide: .superview),
        ]
    }
    /// The dim: clear up to the last undimmed detent, 0.3 above it.
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        states.contains(state) ? 0.3 : 0
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
    /// Presents `content` in the tuned panel, opening at open.
    @discardableResult
    func presentTunedPanel(_ content: UIViewController) -> FloatingPanelController {
        let panel = FloatingPanelController()
        panel.layout = SheetPanelLayout()
        panel.behavior = SheetPanelBehavior()
        panel.set(contentViewController: content)
        panel.isRemovalInteractionEnabled = true
        panel.backdropView.dismissalTapGestureRecognizer.isEnabled = false
        let appearance = SurfaceAppearance()
        appearance.cornerRadius = 8
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
