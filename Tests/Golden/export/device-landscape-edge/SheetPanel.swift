// Exported by SheetLab 0.1.0: --style sheet --preset uikit
// scenee/FloatingPanel 2.2 and later, 3.x (iOS 13+).
// Tuned on iphone-17-pro on its side (a compact height), where SheetLab draws UIKit's sheet
// attached to the bottom edge between the safe area's sides, resting at default (240.03 pt), max (394 pt):
// not expressed, FloatingPanel's sheet keeps its own layout there. The detents below are the
// tuned ones resolved in this window, as a bottom sheet would rest there; it opens at the lowest.
// FloatingPanel removes the panel on a fling down faster than 5.5 times its distance to hidden a second;
// SheetLab closes below its dismiss line, 200 pt.
// Released: not compared with SheetLab's sheet (SheetLab draws UIKit's sheet in a compact height on iphone-17-pro; the FloatingPanel sheet keeps its own layout there).
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
            states[0]: FloatingPanelLayoutAnchor(absoluteInset: 240.03, edge: .bottom, referenceGuide: .safeArea),
            states[1]: FloatingPanelLayoutAnchor(absoluteInset: 8, edge: .top, referenceGuide: .superview),
        ]
    }
    /// The dim: clear up to the last undimmed detent, 0.2 above it.
    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {
        states.contains(state) ? 0.2 : 0
    }
}

/// How the sheet moves as tuned in SheetLab.
final class SheetPanelBehavior: FloatingPanelBehavior {
    /// Momentum is projected at this rate (SheetLab's --deceleration), never past the next anchor.
    let momentumProjectionRate: CGFloat = 0.99
    /// SheetLab's spring: response 0.3441 s, damping 1 (FloatingPanel's NumericSpringAnimator
    /// takes ζ = ln(rate) / (−2π · 0.001 / response) after a release over 300 pt/s, critically damped under).
    let springResponseTime: CGFloat = 0.3441
    let springDecelerationRate: CGFloat = 0.9819059339448786
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
        appearance.cornerRadius = 38
        appearance.cornerCurve = .continuous
        panel.surfaceView.appearance = appearance
        panel.surfaceView.grabberHandleSize = CGSize(width: 36, height: 5)
        panel.surfaceView.grabberHandle.isHidden = true
        present(panel, animated: true)
        return panel
    }
}

// Not expressed by FloatingPanel (build by hand if needed):
//   orientation = landscape
//   appearance = light
//   policy = uikit
//   curve = 0.42,0,0.58,1
//   flickDamping = 0.8
//   overdrag = uikit
//   rubberConstant = 0.55
//   overdragFactor = 2.5
//   releaseVelocity = carry
//   edgeAttached = on
//   springRest = 0.5 pt
//   projectionTime = 0.2 s
//   dismissHeight = 200 pt
//   fullscreenVelocity = 1000 pt/s
//   fullscreenFraction = 0.25
//   glassBlur = 12 pt
//   cardScale = 0.9165
//   presentDuration = 0.3 s
//   dimDuration = 0.4 s
//   snapDuration = 0.4 s
//   tapSlop = 4 pt
//   velocityWindow = 0.1 s
//   dismissProgress = 0.3

// Not read by --style sheet (other styles' constants):
//   dimOutDuration, panelHeight, halfFraction, cardTop, peekHeight
