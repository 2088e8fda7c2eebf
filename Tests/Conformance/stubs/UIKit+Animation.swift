// UIKit+Animation.swift — the timing curves and animators of the compile-only UIKit stub
// (the rest is in UIKit.swift, whose header says how the declarations are written). Never
// run: bodies are fatalError().
//
// Built with UIKit.swift into one module by Tests/Conformance/typecheck.sh.

// MARK: - Timing curves and animators

/// https://developer.apple.com/documentation/uikit/uitimingcurveprovider — iOS 10.0.
/// STUB: no requirements (the real ones are read-only properties the exports never touch).
@MainActor public protocol UITimingCurveProvider: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uicubictimingparameters — iOS 10.0 (`@MainActor
/// class UICubicTimingParameters`).
@MainActor open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/init(controlpoint1:controlpoint2:)
    /// — iOS 10.0.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint1 — iOS
    /// 10.0.
    open var controlPoint1: CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicubictimingparameters/controlpoint2 — iOS
    /// 10.0.
    open var controlPoint2: CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uispringtimingparameters — iOS 10.0 (`@MainActor
/// class UISpringTimingParameters`).
@MainActor open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(mass:stiffness:damping:initialvelocity:)
    /// — iOS 10.0.
    public init(
        mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
    ) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(dampingratio:initialvelocity:)
    /// — iOS 10.0.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/init(duration:bounce:initialvelocity:)
    /// — iOS 17.0.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uispringtimingparameters/initialvelocity —
    /// iOS 10.0.
    open var initialVelocity: CGVector { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator — iOS 10.0 (`@MainActor
/// class UIViewPropertyAnimator`).
@MainActor open class UIViewPropertyAnimator: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:timingparameters:)
    /// — iOS 10.0.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/addanimations(_:) —
    /// iOS 10.0.
    open func addAnimations(_ animation: @escaping () -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/startanimation() —
    /// iOS 10.0 (UIViewAnimating).
    open func startAnimation() { fatalError() }
}
