// UIKit+Sheet.swift — the part of the UIKit stub that `--export swift-package`'s UIKit adapter
// (TunedSheetController, its touches and its display link) uses: views, layers, colours,
// gesture recognizers, touches, scroll views, Core Animation's clock and display link.
// Declarations copy the Swift signatures on developer.apple.com, each naming its page and the
// first iOS release it is on; deviations are marked "STUB:". Built with UIKit.swift.

// MARK: - Objective-C and Core Graphics types UIKit re-exports

/// https://developer.apple.com/documentation/objectivec/selector — iOS 2.0.
/// STUB: ObjectiveC's type (UIKit re-exports it); Linux has no Objective-C runtime.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// https://developer.apple.com/documentation/objectivec/selector/init(_:) — iOS 2.0.
    public init(_ name: String) {}
    public init(stringLiteral value: String) {}
}

/// https://developer.apple.com/documentation/corefoundation/cgaffinetransform — iOS 2.0.
/// STUB: Core Graphics type (re-exported by UIKit); Linux Foundation lacks it.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
    /// — iOS 2.0.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    /// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity —
    /// iOS 2.0.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

// MARK: - Core Animation

/// https://developer.apple.com/documentation/quartzcore/cacurrentmediatime() — iOS 2.0
/// (`func CACurrentMediaTime() -> CFTimeInterval`).
/// STUB: QuartzCore's function (UIKit re-exports QuartzCore).
public func CACurrentMediaTime() -> TimeInterval { fatalError() }

/// https://developer.apple.com/documentation/quartzcore/cacornermask — iOS 11.0.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/quartzcore/cacornermask/layerminxminycorner
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// https://developer.apple.com/documentation/quartzcore/cacornermask/layermaxxminycorner
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// https://developer.apple.com/documentation/quartzcore/cacornermask/layerminxmaxycorner
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// https://developer.apple.com/documentation/quartzcore/cacornermask/layermaxxmaxycorner
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// https://developer.apple.com/documentation/quartzcore/calayercornercurve — iOS 13.0.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/quartzcore/calayercornercurve/continuous
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
    /// https://developer.apple.com/documentation/quartzcore/calayercornercurve/circular
    public static let circular = CALayerCornerCurve(rawValue: "circular")
}

/// https://developer.apple.com/documentation/quartzcore/calayer — iOS 2.0.
/// STUB: not main-actor isolated in the SDK either (`class CALayer : NSObject`); only the
/// members the adapter sets.
open class CALayer: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners — iOS 11.0.
    open var maskedCorners: CACornerMask {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/quartzcore/calayer/cornercurve — iOS 13.0.
    open var cornerCurve: CALayerCornerCurve {
        get { fatalError() }
        set { fatalError() }
    }
}

/// https://developer.apple.com/documentation/quartzcore/cadisplaylink — iOS 3.1.
open class CADisplayLink: NSObject {
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public init(target: Any, selector sel: Selector) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() { fatalError() }
    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
    open var timestamp: TimeInterval { fatalError() }
}

// MARK: - Colours

/// https://developer.apple.com/documentation/uikit/uicolor — iOS 2.0 (`class UIColor`, Sendable).
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground — iOS 13.0.
    open class var systemBackground: UIColor { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel — iOS 13.0.
    open class var tertiaryLabel: UIColor { fatalError() }
}

// MARK: - Views

extension UIView {
    /// https://developer.apple.com/documentation/uikit/uiview/layer — iOS 2.0.
    public var layer: CALayer { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor — iOS 2.0.
    public var backgroundColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/alpha — iOS 2.0.
    public var alpha: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden — iOS 2.0.
    public var isHidden: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds — iOS 2.0.
    public var clipsToBounds: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/transform — iOS 2.0.
    public var transform: CGAffineTransform {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/subviews — iOS 2.0.
    public var subviews: [UIView] { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/superview — iOS 2.0.
    public var superview: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/center — iOS 2.0.
    public var center: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:) — iOS 2.0.
    public func addSubview(_ view: UIView) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:) — iOS
    /// 3.2.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-6qdrn — iOS 2.0.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview — iOS 2.0.
@MainActor open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset — iOS
    /// 11.0.
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer — iOS
    /// 5.0.
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitextview — iOS 2.0.
@MainActor open class UITextView: UIScrollView {}

extension UIViewController {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    /// — iOS 5.0.
    public var presentingViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    /// — iOS 5.0.
    public var presentedViewController: UIViewController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:) — iOS 5.0.
    public func addChild(_ childController: UIViewController) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:) — iOS
    /// 5.0.
    public func didMove(toParent parent: UIViewController?) { fatalError() }
}

// MARK: - Touches and gesture recognizers

/// https://developer.apple.com/documentation/uikit/uievent — iOS 2.0.
@MainActor open class UIEvent: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitouch — iOS 2.0.
@MainActor open class UITouch: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitouch/timestamp
    open var timestamp: TimeInterval { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uigesturerecognizer — iOS 3.2.
@MainActor open class UIGestureRecognizer: NSObject {
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    /// STUB: settable here; UIKit makes it settable to subclasses that import
    /// UIKit.UIGestureRecognizerSubclass (the adapter does, where it can be imported).
    open var state: State {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    open var cancelsTouchesInView: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/delaystouchesended
    open var delaysTouchesEnded: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
    /// STUB: declared in UIGestureRecognizerSubclass.h, for subclasses, as are the three below
    /// and `reset()`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesmoved(_:with:)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesended(_:with:)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchescancelled(_:with:)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset()
    open func reset() {}
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/canbeprevented(by:)
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        fatalError()
    }
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/canprevent(_:)
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        fatalError()
    }
}

/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer — iOS 3.2.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer — iOS 3.2.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

/// https://developer.apple.com/documentation/uikit/uirectedge — iOS 7.0.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uirectedge/top
    public static let top = UIRectEdge(rawValue: 1)
    /// https://developer.apple.com/documentation/uikit/uirectedge/left
    public static let left = UIRectEdge(rawValue: 2)
    /// https://developer.apple.com/documentation/uikit/uirectedge/bottom
    public static let bottom = UIRectEdge(rawValue: 4)
    /// https://developer.apple.com/documentation/uikit/uirectedge/right
    public static let right = UIRectEdge(rawValue: 8)
}
