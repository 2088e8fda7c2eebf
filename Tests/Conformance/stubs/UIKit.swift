// UIKit.swift — a compile-only stub of the UIKit API that SheetLab's `SheetConstants.swift`
// export uses (and an improved export is likely to use). Never run: bodies are fatalError().
//
// Declarations copy the Swift signatures shown on developer.apple.com (Swift 6 SDK form:
// @MainActor classes and protocols, @preconcurrency where the page shows it). Each one names
// its page and the first iOS release it is available on. Deliberate deviations from the
// real SDK are marked "STUB:".
//
// Built and used by Tests/Conformance/typecheck.sh (swiftc -emit-module -module-name UIKit,
// with UIKit+Animation.swift: the timing curves and animators).

@_exported import Foundation  // CGFloat, CGPoint, CGSize, CGRect, TimeInterval, pow, NSObject

// MARK: - CoreGraphics additions

/// https://developer.apple.com/documentation/corefoundation/cgvector — iOS 2.0.
/// STUB: CoreGraphics type (re-exported by UIKit on Apple platforms); Linux Foundation lacks it.
public struct CGVector: Sendable, Equatable {
    public var dx: CGFloat
    public var dy: CGFloat
    /// https://developer.apple.com/documentation/corefoundation/cgvector/init(dx:dy:)-6ohk5 — iOS
    /// 2.0.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// https://developer.apple.com/documentation/corefoundation/cgvector/init() — iOS 2.0.
    public init() {
        dx = 0
        dy = 0
    }
    /// https://developer.apple.com/documentation/corefoundation/cgvector/zero — iOS 2.0.
    public static let zero = CGVector(dx: 0, dy: 0)
}

// MARK: - Geometry values

/// https://developer.apple.com/documentation/uikit/uiedgeinsets — iOS 2.0.
public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:) —
    /// iOS 2.0.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init() — iOS 2.0.
    public init() {
        top = 0
        left = 0
        bottom = 0
        right = 0
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero — iOS 2.0.
    public static let zero = UIEdgeInsets()
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority — iOS 6.0.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:) — iOS 6.0.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:) — iOS 6.0.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required — iOS 6.0.
    public static let required = UILayoutPriority(1000)
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh — iOS 6.0.
    public static let defaultHigh = UILayoutPriority(750)
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow — iOS 6.0.
    public static let defaultLow = UILayoutPriority(250)
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel — iOS 6.0.
    public static let fittingSizeLevel = UILayoutPriority(50)
}

// MARK: - Traits

/// https://developer.apple.com/documentation/uikit/uiuserinterfacesizeclass — iOS 8.0.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection — iOS 8.0 (Sendable in the iOS
/// 17+ SDK).
/// STUB: only the size classes.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/horizontalsizeclass — iOS
    /// 8.0.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/verticalsizeclass — iOS
    /// 8.0.
    public var verticalSizeClass: UIUserInterfaceSizeClass { fatalError() }
}

// MARK: - Views

/// https://developer.apple.com/documentation/uikit/uiresponder — iOS 2.0 (`@MainActor class
/// UIResponder`).
@MainActor open class UIResponder: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiview — iOS 2.0 (`@MainActor class UIView`).
@MainActor open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:) — iOS 2.0.
    public init(frame: CGRect) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/window — iOS 2.0.
    open var window: UIWindow? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/bounds — iOS 2.0.
    open var bounds: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/frame — iOS 2.0.
    open var frame: CGRect {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiview/safeareainsets — iOS 11.0.
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/traitcollection — iOS 8.0
    /// (UITraitEnvironment).
    open var traitCollection: UITraitCollection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:) — iOS
    /// 6.0.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    /// — iOS 8.0.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize — iOS 6.0
    /// (`class let layoutFittingCompressedSize: CGSize`; an imported C constant, so not
    /// actor-isolated).
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// https://developer.apple.com/documentation/uikit/uiview/layoutfittingexpandedsize — iOS 6.0.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 0, height: 0)
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded() — iOS 2.0.
    open func layoutIfNeeded() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout() — iOS 2.0.
    open func setNeedsLayout() { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:) — iOS 2.0.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiwindow — iOS 2.0 (`@MainActor class UIWindow :
/// UIView`).
@MainActor open class UIWindow: UIView {}

// MARK: - View controllers and presentation

/// https://developer.apple.com/documentation/uikit/uiuserinterfacestyle — iOS 12.0.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle — iOS 3.2.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// https://developer.apple.com/documentation/uikit/uiviewcontroller — iOS 2.0 (`@MainActor class
/// UIViewController`).
@MainActor open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) — iOS
    /// 2.0.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    /// STUB: `UIViewController()` comes from NSObject's `init()` on Apple platforms.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) — iOS 2.0
    /// (`init?(coder: NSCoder)`, required by NSCoding).
    public required init?(coder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:) — iOS
    /// 2.0.
    open func viewDidAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
    /// — iOS 5.0.
    open func viewDidLayoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:) —
    /// iOS 2.0.
    open func viewDidDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview() — iOS 2.0.
    open func loadView() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded — iOS 9.0.
    open var viewIfLoaded: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view — iOS 2.0 (`var view:
    /// UIView!`).
    open var view: UIView! {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() — iOS 2.0.
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    /// — iOS 5.0.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (() -> Void)? = nil
    ) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    /// — iOS 5.0.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    /// — iOS 15.0.
    open var sheetPresentationController: UISheetPresentationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller —
    /// iOS 8.0.
    open var presentationController: UIPresentationController? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredcontentsize — iOS
    /// 7.0.
    open var preferredContentSize: CGSize {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation — iOS
    /// 13.0.
    open var isModalInPresentation: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/overrideuserinterfacestyle
    /// — iOS 13.0.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle —
    /// iOS 3.2.
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/traitcollection — iOS 8.0
    /// (UITraitEnvironment).
    open var traitCollection: UITraitCollection { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uipresentationcontroller — iOS 8.0 (`@MainActor
/// class UIPresentationController`).
@MainActor open class UIPresentationController: NSObject {
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate — iOS 8.0.
    /// STUB: UISheetPresentationController redeclares this as `(any
    /// UISheetPresentationControllerDelegate)?`
    /// (https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/delegate);
    /// Swift cannot
    /// override a stored `var` covariantly, so the stub keeps only this one (looser: accepts any
    /// UIAdaptivePresentationControllerDelegate on a sheet too).
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    /// — iOS 8.0.
    open var presentedViewController: UIViewController { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
    /// — iOS 8.0.
    open var presentingViewController: UIViewController { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview — iOS
    /// 8.0.
    open var containerView: UIView? { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/traitcollection —
    /// iOS 8.0.
    open var traitCollection: UITraitCollection { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate — iOS
/// 8.0
/// (`@MainActor protocol UIAdaptivePresentationControllerDelegate : NSObjectProtocol`).
/// STUB: the real requirements are `@objc optional`; Linux has no Objective-C interop, so they are
/// plain requirements with default implementations. A misspelled delegate method therefore
/// compiles here (as it does, silently, against the real SDK too).
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    /// — iOS 13.0.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
        -> Bool
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    /// — iOS 13.0.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    /// — iOS 13.0.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    /// — iOS 13.0.
    func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController)
}
extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(
        _ presentationController: UIPresentationController
    ) -> Bool { true }
    public func presentationControllerWillDismiss(
        _ presentationController: UIPresentationController
    ) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    {}
    public func presentationControllerDidAttemptToDismiss(
        _ presentationController: UIPresentationController
    ) {}
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate — iOS
/// 15.0.
/// STUB: optional requirement given a default implementation (see above).
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)
    /// — iOS 15.0.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController)
}
extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
        _ sheetPresentationController: UISheetPresentationController
    ) {}
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller — iOS 15.0
/// (`@MainActor class UISheetPresentationController`).
@MainActor open class UISheetPresentationController: UIPresentationController {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent — iOS
    /// 15.0 (`@MainActor class Detent`).
    @MainActor open class Detent: NSObject {
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct
        /// — iOS 15.0.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public var rawValue: String
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(rawvalue:)
            /// — iOS 15.0.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/init(_:)
            /// — iOS 15.0.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/medium
            /// — iOS 15.0.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.struct/large
            /// — iOS 15.0.
            public static let large = Identifier("com.apple.UIKit.large")
        }
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
        /// — iOS 15.0 (`class func medium() -> Self`).
        open class func medium() -> Self { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
        /// — iOS 15.0 (`class func large() -> Self`).
        open class func large() -> Self { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/custom(identifier:resolver:)
        /// — iOS 16.0:
        /// `@MainActor @preconcurrency static func custom(identifier:
        /// UISheetPresentationController.Detent.Identifier? = nil,
        /// resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) ->
        /// CGFloat?) -> UISheetPresentationController.Detent`
        /// (the resolver is neither @MainActor nor @Sendable in the Swift signature).
        @preconcurrency public static func custom(
            identifier: UISheetPresentationController.Detent.Identifier? = nil,
            resolver:
                @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> UISheetPresentationController.Detent { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/resolvedvalue(in:)
        /// — iOS 16.0.
        @preconcurrency public func resolvedValue(
            in context: any UISheetPresentationControllerDetentResolutionContext
        ) -> CGFloat? { fatalError() }
        /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.property
        /// — iOS 16.0.
        open var identifier: UISheetPresentationController.Detent.Identifier { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents — iOS
    /// 15.0.
    open var detents: [UISheetPresentationController.Detent] {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
    /// — iOS 15.0.
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier
    /// — iOS 15.0.
    open var largestUndimmedDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible
    /// — iOS 15.0.
    open var prefersGrabberVisible: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredcornerradius
    /// — iOS 15.0 (`CGFloat?`).
    open var preferredCornerRadius: CGFloat? {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersscrollingexpandswhenscrolledtoedge
    /// — iOS 15.0.
    open var prefersScrollingExpandsWhenScrolledToEdge: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersedgeattachedincompactheight
    /// — iOS 15.0.
    open var prefersEdgeAttachedInCompactHeight: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/widthfollowspreferredcontentsizewhenedgeattached
    /// — iOS 15.0.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferspagesizing
    /// — iOS 17.0.
    open var prefersPageSizing: Bool {
        get { fatalError() }
        set { fatalError() }
    }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/animatechanges(_:)
    /// — iOS 15.0.
    open func animateChanges(_ changes: () -> Void) { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/invalidatedetents()
    /// — iOS 16.0.
    open func invalidateDetents() { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext
/// — iOS 16.0
/// (`@MainActor protocol UISheetPresentationControllerDetentResolutionContext : NSObjectProtocol`).
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/containertraitcollection
    /// — iOS 16.0.
    var containerTraitCollection: UITraitCollection { get }
    /// https://developer.apple.com/documentation/uikit/uisheetpresentationcontrollerdetentresolutioncontext/maximumdetentvalue
    /// — iOS 16.0.
    var maximumDetentValue: CGFloat { get }
}
